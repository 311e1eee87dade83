/** The route table and the URL helpers, from the site's pages and languages (app/content/pages.ts). */
import { type Locale, type PageId, localizedPaths, locales, pageIds } from '~/content/pages'

/** The locale a page's language switch leads to (the site has two). */
export function otherLocale(locale: Locale): Locale {
  return locales.find((candidate) => candidate !== locale) ?? locale
}

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
