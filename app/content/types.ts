/**
 * The contract every locale's copy fulfils. `en.ts` (and any later locale) `satisfies
 * SiteContent`, so a missing key is a type error. Business facts (phone, e-mail, address,
 * figures, hours) are not copy: they live in `business.ts` and never appear here.
 */
import type { LucideIconName as IconName } from './icons'
import type { Locale, PageId } from './pages'

import type { StatId } from './business'

export type { Locale }

/** An action the owner may wire later: with no `page` or `href` it renders as an inert button. */
export interface ActionContent {
  label: string
  page?: PageId
  href?: string
}

/** A link to one of the site's pages, resolved to the locale's path. */
export interface PageLinkContent {
  label: string
  page: PageId
}

/** `{name}` in either is replaced by the business name from business.ts. */
export interface PageMetaContent {
  title: string
  description: string
}

export interface PageHeroContent {
  eyebrow: string
  title: string
  intro: string
}

export interface SectionHeaderContent {
  eyebrow?: string
  title: string
  intro?: string
}

export interface FeatureContent {
  icon: IconName
  title: string
  description: string
}

export interface StatLabelContent {
  stat: StatId
  label: string
}

export interface StatsContent extends SectionHeaderContent {
  items: StatLabelContent[]
}

export interface CommonContent {
  skipLink: string
  siteTagline: string
  mainNavLabel: string
  footerNavLabel: string
  socialNavLabel: string
  menuLabel: string
  theme: { toggle: string }
  /** The link to this page in the other language, labelled in that language. */
  languageSwitch: { label: string }
  pages: Record<PageId, string>
  getStarted: ActionContent
  footer: {
    description: string
    contactTitle: string
    quickLinksTitle: string
    followTitle: string
    /** `{year}` and `{name}` are filled in by the footer. */
    copyright: string
  }
  /** Read by screen readers before the postal address, phone and e-mail (footer and contact page). */
  contactLabels: { address: string; phone: string; email: string }
  comingSoon: string
  /** The toast region's name and each toast's close button. */
  notifications: { regionLabel: string; dismissLabel: string }
}

export interface AppStoreButtonsContent {
  googlePlay: { caption: string; label: string }
  appStore: { caption: string; label: string }
}

export interface HomeContent {
  meta: PageMetaContent
  hero: {
    /** Shown after the happy-users figure: "10,000+ Happy Users". */
    badgeLabel: string
    title: string
    intro: string
    primaryAction: ActionContent
    secondaryAction: ActionContent
    highlights: string[]
  }
  about: StatsContent & { paragraphs: string[] }
  whyChoose: SectionHeaderContent & { items: FeatureContent[] }
  appTeaser: SectionHeaderContent & {
    comingSoon: string
    body: string
    learnMore: PageLinkContent
    /** The title on the phone drawn beside the teaser. */
    previewTitle: string
  }
}

export interface TeamMemberContent {
  name: string
  role: string
  bio: string
}

export interface AboutContent {
  meta: PageMetaContent
  hero: PageHeroContent
  mission: SectionHeaderContent & { statement: string }
  story: SectionHeaderContent & { paragraphs: string[] }
  values: SectionHeaderContent & { items: FeatureContent[] }
  team: SectionHeaderContent & { members: TeamMemberContent[] }
}

export interface ServiceContent extends FeatureContent {
  features: string[]
}

export interface ServicesContent {
  meta: PageMetaContent
  hero: PageHeroContent
  grid: SectionHeaderContent & { featuresLabel: string; items: ServiceContent[] }
  process: SectionHeaderContent & { stepLabel: string; steps: { title: string; description: string }[] }
  results: StatsContent
  cta: SectionHeaderContent & { primaryAction: ActionContent; secondaryAction: ActionContent }
}

export interface TestimonialContent {
  quote: string
  name: string
  detail: string
}

export interface MobileAppContent {
  meta: PageMetaContent
  hero: PageHeroContent & { comingSoon: string }
  features: SectionHeaderContent & { items: FeatureContent[] }
  screenshots: SectionHeaderContent & { screens: { title: string; caption: string }[] }
  testimonials: SectionHeaderContent & { items: TestimonialContent[] }
  waitlist: SectionHeaderContent & { buttonLabel: string; emailSubject: string; note: string }
}

export interface ContactContent {
  meta: PageMetaContent
  hero: PageHeroContent
  form: {
    title: string
    intro: string
    nameLabel: string
    emailLabel: string
    messageLabel: string
    submitLabel: string
    /** Shown only with JavaScript off, followed by the business e-mail address as a link. */
    noScriptNotice: string
    toast: { title: string; description: string }
  }
  details: { title: string }
  hours: {
    title: string
    closedLabel: string
    dayNames: Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', string>
    /** Separates the first and last day of a range: "Mon–Fri". */
    rangeSeparator: string
  }
  map: { title: string; caption: string }
  faq: SectionHeaderContent & { items: { question: string; answer: string }[] }
}

export interface NotFoundContent {
  meta: PageMetaContent
  code: string
  title: string
  body: string
  homeLink: string
  /** Logged with `console.error`, followed by the path the visitor asked for. */
  consoleMessage: string
}

export interface SiteContent {
  locale: Locale
  common: CommonContent
  appStores: AppStoreButtonsContent
  home: HomeContent
  about: AboutContent
  services: ServicesContent
  mobileApp: MobileAppContent
  contact: ContactContent
  notFound: NotFoundContent
}
