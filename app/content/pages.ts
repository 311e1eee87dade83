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

/**
 * Each language's name: in English, as the owner's messages and the mails name it, and in
 * itself, as the editor labels the two texts of a field (English beside Français).
 */
export const languageNames = {
  en: { inEnglish: 'English', inItself: 'English' },
  fr: { inEnglish: 'French', inItself: 'Français' },
} as const satisfies Record<Locale, { inEnglish: string; inItself: string }>

/** The specification's five pages (docs/product.md): the header's navigation and the footer's quick links, in this order. */
export const navigationPageIds = ['home', 'about', 'services', 'mobileApp', 'contact'] as const

/**
 * What the business owes every visitor to say: how it handles personal information and how
 * accessible the site is. Every page's footer links to them, outside the five-page navigation.
 */
export const policyPageIds = ['privacy', 'accessibility'] as const

/** Every page of the site: the route table, the sitemap and every check that walks the pages. */
export const pageIds = [...navigationPageIds, ...policyPageIds] as const
export type PageId = (typeof pageIds)[number]

/**
 * Each page's URL in each language. English keeps the original URLs; French lives under /fr.
 * The policy pages are named by the word a visitor looks for in a footer, without accents like
 * /fr/a-propos, so that no link, log line or sitemap entry is percent-encoded.
 */
export const localizedPaths = {
  en: {
    home: '/',
    about: '/about',
    services: '/services',
    mobileApp: '/mobile-app',
    contact: '/contact',
    privacy: '/privacy',
    accessibility: '/accessibility',
  },
  fr: {
    home: '/fr',
    about: '/fr/a-propos',
    services: '/fr/services',
    mobileApp: '/fr/application-mobile',
    contact: '/fr/contact',
    privacy: '/fr/confidentialite',
    accessibility: '/fr/accessibilite',
  },
} as const satisfies Record<Locale, Record<PageId, string>>

/**
 * Where a browser without the contact form's script lands after sending it (server/contact-endpoint.ts):
 * the message was sent, or it was not and why. Like the not-found pages, they are answers rather
 * than pages of the site: no menu, sitemap or search engine lists them.
 */
export const formReplyPaths = {
  en: { sent: '/message-sent', notSent: '/message-not-sent' },
  fr: { sent: '/fr/message-envoye', notSent: '/fr/message-non-envoye' },
} as const satisfies Record<Locale, { sent: string; notSent: string }>
