/**
 * The site's languages and its page table: each page's URL in each language, its data files and
 * its place in the menus, the vocabulary every other module speaks, and the route table and URL
 * helpers built from it. A new page or language starts here.
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

/**
 * Each language's name: in English, as the owner's messages and the mails name it, and in
 * itself, as the editor labels the two texts of a field (English beside Français).
 */
export const languageNames = {
  en: { inEnglish: 'English', inItself: 'English' },
  fr: { inEnglish: 'French', inItself: 'Français' },
} as const satisfies Record<Locale, { inEnglish: string; inItself: string }>

/**
 * The site's pages, in the order of the menus: the one table every list of pages derives from
 * (the route table, the menus, the sitemap, the page weight report, the editor's entries, every
 * check that walks the pages). A new page starts with its row (docs/ARCHITECTURE.md, "A new page").
 * - `paths`: its URL in each language. English keeps the original URLs; French lives under /fr.
 *   The policy pages are named by the word a visitor looks for in a footer, without accents like
 *   /fr/a-propos, so that no link, log line or sitemap entry is percent-encoded.
 * - `dataFiles`: the files of app/content/data/ that hold its words, its own first (the one the
 *   editor lists under Pages, which app/content/site-content.ts reads as the page's content); a
 *   second one is shared with the business's entries (the team, the testimonials).
 * - `menu`: `main` for the specification's five pages (docs/product.md), the header's navigation
 *   and the footer's quick links; `policies` for what the business owes every visitor to say (how
 *   it handles personal information, how accessible the site is), linked from every footer,
 *   outside the five-page navigation.
 */
export const pageTable = {
  home: { paths: { en: '/', fr: '/fr' }, dataFiles: ['home'], menu: 'main' },
  about: { paths: { en: '/about', fr: '/fr/a-propos' }, dataFiles: ['about', 'team'], menu: 'main' },
  services: { paths: { en: '/services', fr: '/fr/services' }, dataFiles: ['services'], menu: 'main' },
  mobileApp: {
    paths: { en: '/mobile-app', fr: '/fr/application-mobile' },
    dataFiles: ['mobile-app', 'testimonials'],
    menu: 'main',
  },
  contact: { paths: { en: '/contact', fr: '/fr/contact' }, dataFiles: ['contact'], menu: 'main' },
  privacy: { paths: { en: '/privacy', fr: '/fr/confidentialite' }, dataFiles: ['privacy'], menu: 'policies' },
  accessibility: {
    paths: { en: '/accessibility', fr: '/fr/accessibilite' },
    dataFiles: ['accessibility'],
    menu: 'policies',
  },
} as const satisfies Record<
  string,
  { paths: Record<Locale, string>; dataFiles: readonly [string, ...string[]]; menu: 'main' | 'policies' }
>

export type PageId = keyof typeof pageTable
/** Every page of the site, in the table's order. */
export const pageIds = Object.keys(pageTable) as PageId[]

type PageIn<Menu> = { [Id in PageId]: (typeof pageTable)[Id]['menu'] extends Menu ? Id : never }[PageId]
const pagesIn = <Menu extends 'main' | 'policies'>(menu: Menu) =>
  pageIds.filter((page): page is PageIn<Menu> => pageTable[page].menu === menu)

/** The header's navigation and the footer's quick links, in this order. */
export const navigationPageIds = pagesIn('main')
/** The footer's links to the privacy and accessibility pages. */
export const policyPageIds = pagesIn('policies')

/** The data file that holds a page's own words (its row's first). */
export type PageDataFile<Page extends PageId> = (typeof pageTable)[Page]['dataFiles'][0]

/** A record with a value for each page, in the table's order. */
export function byPage<Value>(valueFor: (page: PageId) => Value) {
  return Object.fromEntries(pageIds.map((page) => [page, valueFor(page)])) as Record<PageId, Value>
}

/** A page's URL in every language. */
export const pathsOf = (page: PageId): string[] => locales.map((locale) => pageTable[page].paths[locale])

/** Each page's URL in each language, from the table. */
export const localizedPaths = Object.fromEntries(
  locales.map((locale) => [locale, Object.fromEntries(pageIds.map((page) => [page, pageTable[page].paths[locale]]))]),
) as { [L in Locale]: { [Id in PageId]: (typeof pageTable)[Id]['paths'][L] } }

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

/**
 * Where a browser without the contact form's script lands after sending it (server/contact-endpoint.ts):
 * the message was sent, or it was not and why. Like the not-found pages, they are answers rather
 * than pages of the site: no menu, sitemap or search engine lists them.
 */
export const formReplyPaths = {
  en: { sent: '/message-sent', notSent: '/message-not-sent' },
  fr: { sent: '/fr/message-envoye', notSent: '/fr/message-non-envoye' },
} as const satisfies Record<Locale, { sent: string; notSent: string }>
