import type { MetaDescriptor } from 'react-router'

import { getCommonContent } from '~/content'
import { business } from '~/content/business'
import type { Locale, PageMetaContent } from '~/content/types'

import { fillTemplate } from './format'
import { type PageId, defaultLocale, locales, pathFor } from './paths'
import { absoluteUrl } from './site-url'
import { organizationJsonLd } from './structured-data'

export const socialImage = { path: '/social-card.png', width: 1200, height: 630 }

const ogLocales: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' }

/** <link rel="alternate" hreflang> for every language of a page, plus x-default (English). */
export function languageAlternates(page: PageId) {
  return [
    ...locales.map((locale) => ({ hrefLang: locale, href: absoluteUrl(pathFor(page, locale)) })),
    { hrefLang: 'x-default', href: absoluteUrl(pathFor(page, defaultLocale)) },
  ]
}

/**
 * Everything a page puts in <head> for search and sharing, from the same content slice as its
 * <h1>: title, description, canonical and alternate URLs, Open Graph and Twitter cards, and
 * JSON-LD (the business on every page, plus what the page adds). `page` is null for the
 * not-found page, which has no URL of its own and is kept out of indexes.
 */
export function pageMeta({
  meta,
  page,
  locale,
  isHome = false,
  jsonLd = [],
}: {
  meta: PageMetaContent
  page: PageId | null
  locale: Locale
  isHome?: boolean
  jsonLd?: object[]
}): MetaDescriptor[] {
  const { common } = getCommonContent(locale)
  const named = (text: string) => fillTemplate(text, { name: business.name })
  const description = named(meta.description)
  const title = isHome ? named(meta.title) : `${named(meta.title)} | ${business.name}`
  const url = page ? absoluteUrl(pathFor(page, locale)) : null
  const imageAlt = `${business.name}: ${common.siteTagline}`
  return [
    { title },
    { name: 'description', content: description },
    ...(page && url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          ...languageAlternates(page).map((alternate) => ({ tagName: 'link', rel: 'alternate', ...alternate })),
        ]
      : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:locale', content: ogLocales[locale] },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] })),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: absoluteUrl(socialImage.path) },
    { property: 'og:image:width', content: String(socialImage.width) },
    { property: 'og:image:height', content: String(socialImage.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: absoluteUrl(socialImage.path) },
    { name: 'twitter:image:alt', content: imageAlt },
    { 'script:ld+json': organizationJsonLd(common.footer.description) },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ]
}
