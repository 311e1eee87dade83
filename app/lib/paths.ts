/** Every route path of the site, in one place: the page entries, navs, sitemap and tests read it. */

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

/** The locale a page's language switch leads to (the site has two). */
export function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? locale
}

/** The English paths, for code and tests that speak of the default locale. */
export const paths = localizedPaths.en

export function pathFor(page: PageId, locale: Locale) {
  return localizedPaths[locale][page]
}

/** Every page of the site in every language: the route table app/pages/[...path].astro renders. */
export const routes = locales.flatMap((locale) =>
  pageIds.map((page) => ({ locale, page, path: pathFor(page, locale) })),
)

/** Where an action leads: a page of the site, any URL, or nowhere yet (an inert button). */
export function actionTarget(action: { page?: PageId; href?: string }, locale: Locale): { href?: string } {
  if (action.page) return { href: pathFor(action.page, locale) }
  return { href: action.href }
}
