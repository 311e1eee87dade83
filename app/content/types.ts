/**
 * The content's types, as the views read them: one language's words, inferred from the schema
 * (app/content/schema/) and never written by hand. `Localized<…>` turns each side-by-side
 * `{ en, fr }` into a string. A part several pages share takes its type from the builder that
 * makes it (app/content/schema/page-parts.ts), a page's own sections from the page's file.
 */
import type { z } from 'astro/zod'

import type { Localized } from './localize.ts'
import type { Locale, PageDataFile, PageId } from './pages.ts'
import type { ContentData, SocialNetwork, StatId } from './schema/index.ts'
import type { action, feature, pageHero, pageMeta, sectionHeader, statLabel } from './schema/page-parts.ts'

export type { Locale }
export type { Weekday } from './schema/index.ts'

/** The facts as stored, with the business's name (its brand and descriptor) in each language. */
export type Business = ContentData['business'] & { name: Record<Locale, string> }

/** A time of day, written for reading and as HH:MM for a `<time>`. */
interface TimeOfDay {
  text: string
  dateTime: string
}

/**
 * A row of the opening hours: its days ("Mon–Fri"), and its times unless the business is closed,
 * with the words that join them ("{opens} – {closes}", "de {opens} à {closes}").
 */
export interface OpeningHoursRow {
  days: string
  times?: { template: string; opens: TimeOfDay; closes: TimeOfDay }
}

/** A group of days the business opens, as schema.org names them (Monday), and its times as HH:MM. */
export interface OpeningHours {
  days: string[]
  opens: string
  closes: string
}

/** A day written for reading ("November 25, 2026"), and as YYYY-MM-DD for a `<time>`. */
export interface WrittenDate {
  text: string
  dateTime: string
}

/** A link shown with its own text: the phone written for reading and its `tel:` link, and the like. */
interface LinkText {
  display: string
  href: string
}

/**
 * The business's facts written out for one language (app/content/format.ts), as the components show
 * them: they never format, and never read the data files.
 */
export interface BusinessFacts {
  /** The logo's two parts, and the name they make together. */
  brand: { name: string; descriptor: string }
  name: string
  /** Who handles feedback (the accessibility page) and, when a dietitian gives care, who holds health records. */
  healthCustodian?: string
  /** The postal address in lines, the phone and the e-mail, as the footer and the contact page list them. */
  contact: { addressLines: string[]; phone: LinkText; email: LinkText }
  /** The person in charge of personal information, with their title in this language and their e-mail. */
  privacyOfficer: { name: string; title: string; email: LinkText }
  hours: OpeningHoursRow[]
  /** The figures the owner shows, written for the language; a dropped one is absent. */
  figures: Partial<Record<StatId, string>>
  socials: { network: SocialNetwork; name: string; href: string }[]
  /** The store pages, once the app is released; none until then. */
  appStoreUrls: { googlePlay?: string; appStore?: string }
  /**
   * The same facts in the forms machines read, for the head (app/lib/meta.ts) and its JSON-LD
   * (app/lib/structured-data.ts), the sitemap and robots.txt (app/lib/discovery.ts) and the
   * contact endpoint (server/endpoint-settings.ts): written once a build, like the rest, so that
   * nothing downstream parses the stored facts again.
   */
  machine: {
    /** The business's e-mail address as stored, where the contact form's messages go. */
    email: string
    /** The published origin, without a trailing slash (SITE_URL overrides the stored one: app/content/site-url.ts). */
    siteUrl: string
    /** The phone in E.164 (+16135550142). */
    phone: string
    /** The postal address in its parts, the street as this language writes it. */
    address: { street: string; city: string; province: string; postalCode: string }
    /** The days the business opens; closed days are left out. */
    openingHours: OpeningHours[]
  }
}

type Content<File extends keyof ContentData> = Localized<ContentData[File]>

/** A call to action: a page of the site, a booking link, or neither (an inert button). */
export type ActionContent = Localized<z.infer<ReturnType<typeof action>>>
/** A team member, their registrations written as their card shows them ("College of Dietitians of Ontario, registration no. 1234"). */
type TeamMemberContent = Omit<Content<'team'>['members'][number], 'registrations'> & { registrations: string[] }
type TestimonialContent = Content<'testimonials'>['items'][number]
export type SectionHeaderContent = Localized<z.infer<typeof sectionHeader>>
export type FeatureContent = Localized<z.infer<typeof feature>>
/** A figure of business.json, by its id, and the words beside it. */
export type StatLabelContent = Localized<z.infer<typeof statLabel>>

/** The words on every page, and each page's name in the menus (its own file's `menuName`). */
export type EveryPageContent = Omit<Content<'every-page'>, 'appStores'> & { pages: Record<PageId, string> }
export type AppStoreButtonsContent = Content<'every-page'>['appStores']
export type HomeContent = Content<'home'>
export type AboutContent = Omit<Content<'about'>, 'team'> & {
  team: Omit<Content<'about'>['team'], 'registration'> & { members: TeamMemberContent[] }
}
export type ServicesContent = Content<'services'>
export type MobileAppContent = Omit<Content<'mobile-app'>, 'testimonials'> & {
  testimonials: Content<'mobile-app'>['testimonials'] & { items: TestimonialContent[] }
}
export type ContactContent = Content<'contact'>
export type NotFoundContent = Content<'not-found'>
type PrivacyChanges = Content<'privacy'>['changes']
/** The policy's effective date is its newest change's; each change's date is written for reading. */
export type PrivacyContent = Omit<Content<'privacy'>, 'changes'> & {
  effectiveDate: WrittenDate
  changes: Omit<PrivacyChanges, 'history'> & {
    history: (Omit<PrivacyChanges['history'][number], 'date'> & { date: WrittenDate })[]
  }
}
export type AccessibilityContent = Omit<Content<'accessibility'>, 'lastReviewed'> & { lastReviewed: WrittenDate }
/** `{name}` in either is replaced by the business name. */
export type PageMetaContent = Localized<z.infer<typeof pageMeta>>
export type PageHeroContent = Localized<z.infer<typeof pageHero>>
/** A section of figures: its heading and the figures it shows. */
export type StatsContent = SectionHeaderContent & { items: StatLabelContent[] }

/** Each page's own data file in one language (app/content/pages.ts): what a page shows when nothing more goes into it. */
export type OwnPageContent = { [Page in PageId]: Content<PageDataFile<Page>> }

/** The pages that app/content/site-content.ts completes with their other data files and the facts. */
interface CompletedPages {
  home: HomeContent
  about: AboutContent
  services: ServicesContent
  mobileApp: MobileAppContent
  privacy: PrivacyContent
  accessibility: AccessibilityContent
}

/** One language's content: what every page shows (its facts, its header and footer), and each page's own. */
export interface SiteContent extends Omit<OwnPageContent, keyof CompletedPages>, CompletedPages {
  locale: Locale
  facts: BusinessFacts
  everyPage: EveryPageContent
  appStores: AppStoreButtonsContent
  notFound: NotFoundContent
}
