/** Every route path of the site, in one place: routes.ts, the prerender list, navs and tests read it. */

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

/** The English paths, for code and tests that speak of the default locale. */
export const paths = localizedPaths.en

export function pathFor(page: PageId, locale: Locale) {
  return localizedPaths[locale][page]
}

/**
 * The not-found page is prerendered once at this path; the post-build step moves it to
 * `404.html`, which the server answers for every unknown path with status 404.
 */
export const notFoundPrerenderPath = '/404'

export const prerenderPaths = [
  ...locales.flatMap((locale) => pageIds.map((page) => pathFor(page, locale))),
  notFoundPrerenderPath,
]

/** Where an action leads: a page of the site, any URL, or nowhere yet (an inert button). */
export function actionTarget(action: { page?: PageId; href?: string }, locale: Locale): { to?: string; href?: string } {
  if (action.page) return { to: pathFor(action.page, locale) }
  if (action.href) return { href: action.href }
  return {}
}
