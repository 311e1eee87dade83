/**
 * Everything a page puts in <head> for search and sharing, as data: app/layouts/base.astro
 * writes it out. Built from the same content slice as the page's <h1>: title, description,
 * canonical and alternate URLs, Open Graph and Twitter cards, and JSON-LD (the business on every
 * page, plus what the page adds). The business comes as the page has it, its facts written for the
 * page's language (`SiteContent['facts']`, app/content/site-content.ts): the head formats nothing.
 */
import type { BusinessFacts, Locale, PageMetaContent, SiteContent } from '~/content/types'

import { asMachineText } from './machine-text'
import { socialImages } from './social-image'
import { joinWithColon } from './phrases'
import { type PageId, defaultLocale, locales, pathFor } from '~/content/pages'
import { organizationJsonLd, webSiteJsonLd } from './structured-data'

const ogLocales: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' }

export interface PageHead {
  lang: Locale
  title: string
  /** `<meta>` tags: by `name` (description, robots, Twitter) or by `property` (Open Graph). */
  meta: ({ name: string; content: string } | { property: string; content: string })[]
  /** `<link>` tags: the canonical URL and the page in every language. */
  links: { rel: 'canonical' | 'alternate'; href: string; hreflang?: string }[]
  jsonLd: object[]
}

/** <link rel="alternate" hreflang> for every language of a page, plus x-default (English). */
function languageAlternates(page: PageId, siteUrl: string) {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: `${siteUrl}${pathFor(page, locale)}` })),
    { hreflang: 'x-default', href: `${siteUrl}${pathFor(page, defaultLocale)}` },
  ]
}

/**
 * `page` is null for the not-found page, which has no URL of its own and is kept out of indexes.
 * `tagline` is the social image's text, which its alt repeats; `siteDescription` describes the business in JSON-LD.
 */
export function pageHead({
  facts,
  meta,
  page,
  locale,
  tagline,
  siteDescription,
  isHome = false,
  jsonLd = [],
}: {
  facts: BusinessFacts
  meta: PageMetaContent
  page: PageId | null
  locale: Locale
  tagline: string
  siteDescription: string
  isHome?: boolean
  jsonLd?: object[]
}): PageHead {
  // The copy's {name} is already filled in (app/content/localize.ts). None of the head is laid out
  // by the page: no word joiner in it (app/lib/machine-text.ts).
  const { name } = facts
  const { siteUrl } = facts.machine
  const description = asMachineText(meta.description)
  const title = asMachineText(isHome ? meta.title : `${meta.title} | ${name}`)
  const url = page ? `${siteUrl}${pathFor(page, locale)}` : null
  const imageAlt = asMachineText(joinWithColon(name, tagline, locale))
  const socialImage = socialImages[locale]
  const image = `${siteUrl}${socialImage.path}`
  return {
    lang: locale,
    title,
    meta: [
      { name: 'description', content: description },
      ...(url ? [] : [{ name: 'robots', content: 'noindex' }]),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: name },
      { property: 'og:locale', content: ogLocales[locale] },
      ...locales
        .filter((other) => other !== locale)
        .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] })),
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(socialImage.width) },
      { property: 'og:image:height', content: String(socialImage.height) },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
    links:
      page && url
        ? [
            { rel: 'canonical', href: url },
            ...languageAlternates(page, siteUrl).map((alternate) => ({
              rel: 'alternate' as const,
              ...alternate,
            })),
          ]
        : [],
    jsonLd: [organizationJsonLd(facts, siteDescription, locale), ...jsonLd],
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped, so no string can close the element. */
export function jsonForScript(data: object) {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** JSON-LD a page adds to the business's. */
const pageJsonLd: Partial<Record<PageId, (site: SiteContent) => object[]>> = {
  home: (site) => [webSiteJsonLd(site.facts, site.locale)],
}

/** The head of one of the site's pages in one language. */
export function headForPage(page: PageId, site: SiteContent): PageHead {
  return pageHead({
    facts: site.facts,
    meta: site[page].meta,
    page,
    locale: site.locale,
    tagline: site.everyPage.siteTagline,
    siteDescription: site.everyPage.footer.description,
    isHome: page === 'home',
    jsonLd: pageJsonLd[page]?.(site),
  })
}
