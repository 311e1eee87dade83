/**
 * The site's fixed vocabulary: the lists of values a field may take (weekdays, social networks,
 * provinces, colleges, the figures' ids) and the names the site writes for them. The schema's
 * files build their choices from these lists; the code that writes the facts reads the names.
 */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

/** The days a row of the opening hours covers, `from` to `to` (the schema keeps `to` on or after `from`). */
export const daysFromTo = (from: Weekday, to: Weekday) =>
  weekdays.slice(weekdays.indexOf(from), weekdays.indexOf(to) + 1)

/** Each weekday's English name, as schema.org's opening hours and launch-check's messages write it. */
export const weekdayNames = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const satisfies Record<Weekday, string>

export const socialNetworks = ['facebook', 'instagram', 'x', 'youtube'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

/** Each network's own name: the social links' accessible names and the launch check's words. */
export const socialNetworkNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
} as const satisfies Record<SocialNetwork, string>

/** Canada's provinces and territories, by Canada Post's two-letter code. */
export const provinceCodes = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const

/**
 * The colleges that register the team's professionals, by their abbreviation: a dietitian's
 * title is reserved to members of the province's college (docs/product.md "The claims the site
 * makes"). Their names in each language are in app/content/format.ts.
 */
export const collegeCodes = ['CDO', 'ODNQ'] as const
export type CollegeCode = (typeof collegeCodes)[number]

/** The stats the pages show, by id: which figure sits where is the views' business, not the owner's. */
export const statIds = [
  'happyUsers',
  'yearsExperience',
  'successRate',
  'support',
  'experts',
  'satisfaction',
  'goalAchievement',
  'longTermSuccess',
  'averageRating',
] as const
export type StatId = (typeof statIds)[number]
