/**
 * The site's languages and pages, and each page's URL in each language: the vocabulary every
 * other module speaks (app/lib/paths.ts builds the route table from it). A new page or
 * language starts here.
 */

export const locales = ['en', 'fr'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

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
