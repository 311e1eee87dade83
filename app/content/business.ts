/**
 * The business's facts, in one place. Header, footer, pages and metadata read them from here;
 * copy never repeats them. The phone number (555-01xx) and the `.example` e-mail domain are
 * reserved placeholders until the owner supplies the real ones.
 */

export type Stat =
  | { kind: 'count'; value: number; suffix: '+' }
  | { kind: 'percent'; value: number }
  | { kind: 'rating'; value: number; outOf: number }
  /** A figure that is not a number, such as "24/7". */
  | { kind: 'text'; value: string }

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'

export interface OpeningHours {
  /** The first and last day the row covers, inclusive. */
  days: readonly [Weekday, Weekday]
  /** 24-hour `HH:MM`, or null when closed. */
  opens: string | null
  closes: string | null
}

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube'

const brand = { name: 'Thrive', descriptor: 'Wellness Coaching' } as const

export const business = {
  /**
   * Where the site is published: canonical URLs, the sitemap and social cards are built from
   * it. `SITE_URL` overrides it at build time (`SITE_URL=https://… npm run build`).
   */
  siteUrl: 'https://www.thrivewellness.example',
  /** The logo sets the brand name large and the descriptor beside it. */
  brand,
  name: `${brand.name} ${brand.descriptor}`,
  phone: { display: '+1 (613) 555-0142', e164: '+16135550142' },
  email: 'hello@thrivewellness.example',
  address: {
    street: '150 Elgin Street, Suite 1000',
    locality: 'Ottawa',
    region: 'ON',
    postalCode: 'K2P 1L4',
    country: 'Canada',
    countryCode: 'CA',
  },
  socials: [
    { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'x', name: 'X', href: 'https://x.com/' },
    { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/' },
  ] satisfies { network: SocialNetwork; name: string; href: string }[],
  stats: {
    happyUsers: { kind: 'count', value: 10000, suffix: '+' },
    yearsExperience: { kind: 'count', value: 5, suffix: '+' },
    successRate: { kind: 'percent', value: 98 },
    support: { kind: 'text', value: '24/7' },
    experts: { kind: 'count', value: 50, suffix: '+' },
    satisfaction: { kind: 'percent', value: 92 },
    goalAchievement: { kind: 'percent', value: 85 },
    longTermSuccess: { kind: 'percent', value: 78 },
    averageRating: { kind: 'rating', value: 4.8, outOf: 5 },
  } satisfies Record<string, Stat>,
  hours: [
    { days: ['mon', 'fri'], opens: '09:00', closes: '18:00' },
    { days: ['sat', 'sat'], opens: '10:00', closes: '16:00' },
    { days: ['sun', 'sun'], opens: null, closes: null },
  ] satisfies OpeningHours[],
  responseTimeHours: 24,
  consultation: { minutes: 15, price: 0 },
  /** Store pages of the companion app: empty until it is released. */
  appStoreUrls: { googlePlay: undefined, appStore: undefined } as {
    googlePlay?: string
    appStore?: string
  },
} as const

export type StatId = keyof typeof business.stats
