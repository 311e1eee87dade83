/**
 * The site's languages and pages, and each page's URL in each language: the vocabulary every
 * other module speaks (app/lib/paths.ts builds the route table from it). A new page or
 * language starts here.
 */

export const locales = ['en', 'fr'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/**
 * Each language as the pages mark it (`<html lang>`, a link to the other language, JSON-LD's
 * `inLanguage`): Canadian English and Canadian French, so that a screen reader picks a Canadian
 * voice where it has one and any voice of the language where it does not. The hreflang
 * alternates keep the bare language, the one version there is of each
 * (docs/decisions/2026-11-25-french-the-french-way.md).
 */
export const languageTags = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<Locale, string>

export const pageIds = ['home', 'about', 'services', 'mobileApp', 'contact'] as const
export type PageId = (typeof pageIds)[number]

/** Each page's URL in each language. English keeps the original URLs; French lives under /fr. */
export const localizedPaths = {
  en: {
    home: '/',
    about: '/about',
    services: '/services',
    mobileApp: '/mobile-app',
    contact: '/contact',
  },
  fr: {
    home: '/fr',
    about: '/fr/a-propos',
    services: '/fr/services',
    mobileApp: '/fr/application-mobile',
    contact: '/fr/contact',
  },
} as const satisfies Record<Locale, Record<PageId, string>>
