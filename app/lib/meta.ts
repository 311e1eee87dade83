import type { MetaDescriptor } from 'react-router'

import { business } from '~/content/business'
import type { CommonContent, Locale, PageMetaContent } from '~/content/types'

import { organizationJsonLd } from './structured-data'
import { absoluteUrl } from './site-url'

export const socialImage = { path: '/social-card.png', width: 1200, height: 630 }

const ogLocales: Record<Locale, string> = { en: 'en_CA' }

/**
 * Everything a page puts in <head> for search and sharing, from the same content slice as its
 * <h1>: title, description, canonical URL, Open Graph and Twitter cards, and JSON-LD (the
 * business on every page, plus what the page adds).
 */
export function pageMeta({
  meta,
  path,
  locale,
  common,
  isHome = false,
  indexable = true,
  jsonLd = [],
}: {
  meta: PageMetaContent
  /** The page's canonical path; null for the not-found page, which has none. */
  path: string | null
  locale: Locale
  common: CommonContent
  isHome?: boolean
  indexable?: boolean
  jsonLd?: object[]
}): MetaDescriptor[] {
  const title = isHome ? meta.title : `${meta.title} | ${business.name}`
  const imageAlt = `${business.name}: ${common.siteTagline}`
  return [
    { title },
    { name: 'description', content: meta.description },
    ...(path ? [{ tagName: 'link', rel: 'canonical', href: absoluteUrl(path) }] : []),
    ...(indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:locale', content: ogLocales[locale] },
    { property: 'og:title', content: title },
    { property: 'og:description', content: meta.description },
    ...(path ? [{ property: 'og:url', content: absoluteUrl(path) }] : []),
    { property: 'og:image', content: absoluteUrl(socialImage.path) },
    { property: 'og:image:width', content: String(socialImage.width) },
    { property: 'og:image:height', content: String(socialImage.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: absoluteUrl(socialImage.path) },
    { name: 'twitter:image:alt', content: imageAlt },
    { 'script:ld+json': organizationJsonLd(common.footer.description) },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ]
}
