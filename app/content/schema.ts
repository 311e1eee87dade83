/**
 * The one contract for the owner's content: every file in app/content/data/ is checked against
 * the schema here, and the site's content types are inferred from it (app/content/types.ts), never
 * written twice. The checks are the product's rules (docs/product.md); each failure reads as
 * "expected …" in the owner's words, and app/content/validate.ts adds the file, the field and
 * what it found. Relative imports carry their `.ts` extension: `npm run launch-check` runs this
 * file on plain Node, without Vite.
 */
import { z } from 'astro/zod'
import { parsePhoneNumberFromString } from 'libphonenumber-js'

import { lucideIconNames } from './icons.ts'
import { pageIds } from './pages.ts'

/** Facts the copy may name with `{…}` instead of repeating them; app/content/site-content.ts fills them in. */
export const copyPlaceholders = ['name', 'year', 'responseHours', 'consultationMinutes'] as const

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

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

/**
 * An object that refuses unknown keys. Its message carries the known names, so that the owner is
 * told which one a typo was probably meant to be (app/content/validate.ts).
 */
function fields<Shape extends z.ZodRawShape>(shape: Shape) {
  const known = Object.keys(shape)
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `known fields: ${known.join(', ')}` : undefined),
  })
}

/** The known name within two edits of `key`, if there is one. */
export function closestName(key: string, known: string[]) {
  // Levenshtein distance, one row at a time.
  const distance = (a: string, b: string) => {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
    for (const [i, charA] of [...a].entries()) {
      const current = [i + 1]
      for (const [j, charB] of [...b].entries()) {
        current.push(
          Math.min((previous[j + 1] ?? 0) + 1, (current[j] ?? 0) + 1, (previous[j] ?? 0) + (charA === charB ? 0 : 1)),
        )
      }
      previous = current
    }
    return previous[b.length] ?? 0
  }
  const [best] = known
    .map((name) => ({ name, score: distance(key.toLowerCase(), name.toLowerCase()) }))
    .sort((first, second) => first.score - second.score)
  return best && best.score <= 2 ? best.name : undefined
}

const placeholderPattern = /\{(\w+)\}/g

/** One line of copy: not empty, no stray spaces around it, and only the known `{placeholders}`. */
const text = z
  .string({ error: 'expected text' })
  .min(1, { error: 'expected some text; this field must not be empty' })
  .refine((value) => value.trim() === value, { error: 'expected no space at the start or the end' })
  .refine(
    (value) =>
      [...value.matchAll(placeholderPattern)].every(([, name]) => copyPlaceholders.some((known) => known === name)),
    { error: `expected only these {placeholders}: ${copyPlaceholders.map((name) => `{${name}}`).join(', ')}` },
  )

/** Copy in both languages, side by side, so a missing translation shows where it is made. */
export const translated = fields({ en: text, fr: text })
export type Translated = z.infer<typeof translated>

/**
 * The editor (`npm run edit`, keystatic.config.ts) writes an emptied field as nothing (an empty
 * pair as `{}`, an unchosen page as ""), and its reader gives empty text as "": for an optional
 * field, each of those means the field is not there.
 */
function isLeftEmpty(value: unknown) {
  if (value === '' || value === null) return true
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  return Object.entries(value).every(([key, item]) => ['en', 'fr'].includes(key) && (item === '' || item === undefined))
}

/** An optional field that may also come back from the editor left empty (see `isLeftEmpty`). */
function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isLeftEmpty(value) ? undefined : value), schema.optional())
}

/** A name or code written the same in every language (a person's name, a brand). */
const plainText = z
  .string({ error: 'expected text' })
  .min(1, { error: 'expected some text; this field must not be empty' })
  .refine((value) => value.trim() === value, { error: 'expected no space at the start or the end' })

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

const httpsUrl = z
  .string({ error: 'expected a web address' })
  .refine(isHttpsUrl, { error: 'expected a full web address starting with https://, such as https://www.example.ca/' })

const wholeNumber = (what: string) =>
  z.number({ error: `expected ${what} as a number` }).int({ error: `expected ${what} as a whole number` })

const iconName = z.enum(lucideIconNames, {
  error: `expected one of the site's icons: ${lucideIconNames.join(', ')}`,
})

const pageId = z.enum(pageIds, { error: `expected one of the site's pages: ${pageIds.join(', ')}` })

/** A list whose length the product's rules fix (docs/product.md). */
function exactly<Item extends z.ZodType>(count: number, what: string, item: Item) {
  return z
    .array(item, { error: `expected a list of ${what}` })
    .length(count, { error: `expected exactly ${count} ${what}` })
}

function atLeastOne<Item extends z.ZodType>(what: string, item: Item) {
  return z
    .array(item, { error: `expected a list of ${what}` })
    .min(1, { error: `expected at least one of the ${what}` })
}

// ---- Shapes that several pages share ----

/** Where the editor puts the owner's photos (keystatic.config.ts); the build resolves them (app/lib/photos.ts). */
export const photosFolder = 'app/content/photos'
const photoFile = new RegExp(`^/${photosFolder}/[\\w./-]+\\.(jpe?g|png|webp|avif)$`, 'i')
const photoLanguages = { en: 'English', fr: 'French' } as const

/**
 * A photo the owner may add (a portrait, an app screen, the home hero). With no file, the page
 * keeps its drawing; with one, the alt text must describe it in both languages for people who
 * cannot see it. The editor writes empty alt texts when there is no photo, so they may be empty then.
 */
export const photoSchema = fields({
  src: optional(
    z.string({ error: "expected the photo's file" }).regex(photoFile, {
      error: `expected a JPEG, PNG, WebP or AVIF file in ${photosFolder}/, added with npm run edit`,
    }),
  ),
  alt: fields({
    en: z.string({ error: 'expected text' }).default(''),
    fr: z.string({ error: 'expected text' }).default(''),
  }).default({ en: '', fr: '' }),
}).superRefine((photo, context) => {
  if (!photo.src) return
  for (const [language, name] of Object.entries(photoLanguages) as [keyof typeof photoLanguages, string][]) {
    if (photo.alt[language].trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['alt', language],
        input: photo.alt[language],
        message: `expected a description of the photo in ${name}, for people who cannot see it`,
      })
    }
  }
})

const pageMeta = fields({ title: translated, description: translated })

const pageHero = fields({ eyebrow: translated, title: translated, intro: translated })

/** A section's heading: its `<h2>`, with an optional line above it and an optional introduction. */
const sectionHeader = { eyebrow: optional(translated), title: translated, intro: optional(translated) }
export const sectionHeaderSchema = fields(sectionHeader)

/** An action the owner may wire later: with no `page` or `href` it renders as an inert button. */
export const actionSchema = fields({ label: translated, page: optional(pageId), href: optional(httpsUrl) }).refine(
  (action) => !(action.page && action.href),
  { error: 'expected either a page or a web address, not both', path: ['href'] },
)

export const pageLinkSchema = fields({ label: translated, page: pageId })

export const featureSchema = fields({ icon: iconName, title: translated, description: translated })

export const statLabelSchema = fields({
  stat: z.enum(statIds, { error: `expected one of the figures in business.json: ${statIds.join(', ')}` }),
  label: translated,
})

/** Four figures to a block, as the pages lay them out. */
const statsSection = fields({ ...sectionHeader, items: exactly(4, 'figures', statLabelSchema) })

// ---- business.json: the facts ----

const phone = z
  .string({ error: 'expected a phone number' })
  .refine((value) => value.trim().startsWith('+') && parsePhoneNumberFromString(value)?.isValid() === true, {
    error: 'expected a phone number with its country code, such as +1 613 555 0142',
  })

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/
const time = z.string({ error: 'expected a time' }).regex(timePattern, {
  error: 'expected a 24-hour time written HH:MM, such as 09:00 or 17:30',
})

const weekday = z.enum(weekdays, { error: `expected a day written ${weekdays.join(', ')}` })

const openingHoursRow = fields({
  from: weekday,
  to: weekday,
  closed: z.boolean({ error: 'expected true or false' }).optional(),
  // Empty on a closed row: the editor writes an empty field rather than none.
  opens: optional(time),
  closes: optional(time),
}).superRefine((row, context) => {
  if (weekdays.indexOf(row.to) < weekdays.indexOf(row.from)) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      input: row.to,
      message: `expected a day on or after "from" (${row.from}): days run from mon to sun`,
    })
  }
  if (row.closed) return
  for (const key of ['opens', 'closes'] as const) {
    if (!row[key]) {
      context.addIssue({
        code: 'custom',
        path: [key],
        input: row[key],
        message: 'expected a 24-hour time written HH:MM, or "closed": true for a closed day',
      })
    }
  }
  const { opens, closes } = row
  if (opens && closes && timePattern.test(opens) && timePattern.test(closes) && opens >= closes) {
    context.addIssue({
      code: 'custom',
      path: ['closes'],
      input: closes,
      message: `expected a closing time after the opening time (${opens})`,
    })
  }
})

const openingHours = atLeastOne('opening-hours rows', openingHoursRow).superRefine((rows, context) => {
  rows.forEach((row, index) => {
    const previous = rows[index - 1]
    if (previous && weekdays.indexOf(row.from) <= weekdays.indexOf(previous.to)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'from'],
        input: row.from,
        message: `expected the days in order, each row after the one before it (which ends on ${previous.to})`,
      })
    }
  })
})

/** A count shown as "10,000+" with `orMore`, or exactly. */
const countFigure = fields({
  count: wholeNumber('a count').nonnegative({ error: 'expected a count of zero or more' }),
  orMore: z.boolean({ error: 'expected true or false' }),
})
const percentFigure = fields({
  percent: z
    .number({ error: 'expected a percentage as a number' })
    .min(0, { error: 'expected a percentage from 0 to 100' })
    .max(100, { error: 'expected a percentage from 0 to 100' }),
})
const ratingFigure = fields({
  rating: z.number({ error: 'expected a rating as a number' }).nonnegative({ error: 'expected a rating of 0 or more' }),
  outOf: wholeNumber('the top of the rating scale').positive({ error: 'expected a scale of 1 or more' }),
}).superRefine((figure, context) => {
  if (figure.rating > figure.outOf) {
    context.addIssue({
      code: 'custom',
      path: ['rating'],
      input: figure.rating,
      message: `expected a rating within its scale (no more than "outOf", ${figure.outOf})`,
    })
  }
})
/** Hours a day and days a week: "24/7". */
const availabilityFigure = fields({
  hoursPerDay: wholeNumber('hours a day')
    .min(1, { error: 'expected 1 to 24 hours' })
    .max(24, { error: 'expected 1 to 24 hours' }),
  daysPerWeek: wholeNumber('days a week')
    .min(1, { error: 'expected 1 to 7 days' })
    .max(7, { error: 'expected 1 to 7 days' }),
})

export const figuresSchema = fields({
  happyUsers: countFigure,
  yearsExperience: countFigure,
  successRate: percentFigure,
  support: availabilityFigure,
  experts: countFigure,
  satisfaction: percentFigure,
  goalAchievement: percentFigure,
  longTermSuccess: percentFigure,
  averageRating: ratingFigure,
} satisfies Record<StatId, z.ZodType>)
export type Figure = z.infer<typeof figuresSchema>[StatId]

export const addressSchema = fields({
  /** True while the address is a stand-in: `npm run launch-check` lists it until the owner unticks it. */
  sample: z.boolean({ error: 'expected true or false' }),
  streetNumber: plainText,
  street: translated,
  unit: optional(translated),
  city: plainText,
  province: z.enum(provinceCodes, { error: `expected a province code: ${provinceCodes.join(', ')}` }),
  postalCode: z
    .string({ error: 'expected a postal code' })
    .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, {
      error: 'expected a Canadian postal code in capitals with one space, such as K2P 1L4',
    }),
})

const optionalStoreUrl = z
  .string({ error: 'expected a web address, or nothing' })
  .refine((value) => value === '' || isHttpsUrl(value), {
    error: 'expected the store page’s address starting with https://, or nothing until the app is released',
  })

const storeUrlOrNothing = z.preprocess((value) => value ?? '', optionalStoreUrl)

const businessSchema = fields({
  /** The logo sets the name large and the descriptor beside it; together they are the business's name. */
  brand: fields({ name: plainText, descriptor: plainText }),
  /** Where the site is published: canonical URLs, the sitemap and social cards are built from it. */
  siteUrl: httpsUrl,
  phone,
  email: z.email({ error: 'expected an e-mail address, such as hello@example.ca' }),
  address: addressSchema,
  hours: openingHours,
  responseHours: wholeNumber('a number of hours').positive({ error: 'expected 1 hour or more' }),
  consultationMinutes: wholeNumber('a number of minutes').positive({ error: 'expected 1 minute or more' }),
  figures: figuresSchema,
  socials: exactly(
    4,
    'social links',
    fields({
      network: z.enum(socialNetworks, { error: `expected one of: ${socialNetworks.join(', ')}` }),
      href: httpsUrl,
    }),
  ).refine((socials) => new Set(socials.map((social) => social.network)).size === socials.length, {
    error: `expected each network once: ${socialNetworks.join(', ')}`,
  }),
  // The editor saves an emptied field as no field at all: nothing, like "", means not released yet.
  appStoreUrls: fields({ googlePlay: storeUrlOrNothing, appStore: storeUrlOrNothing }),
})

// ---- site.json: the words on every page ----

const storeBadge = fields({ caption: translated, label: translated })

const siteSchema = fields({
  skipLink: translated,
  siteTagline: translated,
  mainNavLabel: translated,
  footerNavLabel: translated,
  socialNavLabel: translated,
  menuLabel: translated,
  theme: fields({ toggle: translated }),
  /** The link to this page in the other language, labelled in that language. */
  languageSwitch: fields({ label: translated }),
  pages: fields(
    Object.fromEntries(pageIds.map((page) => [page, translated])) as Record<
      (typeof pageIds)[number],
      typeof translated
    >,
  ),
  getStarted: actionSchema,
  footer: fields({
    description: translated,
    contactTitle: translated,
    quickLinksTitle: translated,
    followTitle: translated,
    /** `{year}` and `{name}` are filled in by the footer. */
    copyright: translated,
  }),
  /** Read by screen readers before the postal address, phone and e-mail (footer and contact page). */
  contactLabels: fields({ address: translated, phone: translated, email: translated }),
  comingSoon: translated,
  /** The toast region's name and each toast's close button. */
  notifications: fields({ regionLabel: translated, dismissLabel: translated }),
  appStores: fields({ googlePlay: storeBadge, appStore: storeBadge }),
})

// ---- One file per page ----

const homeSchema = fields({
  meta: pageMeta,
  hero: fields({
    /** Shown after the happy-users figure: "10,000+ Happy Users". */
    badgeLabel: translated,
    title: translated,
    intro: translated,
    primaryAction: actionSchema,
    secondaryAction: actionSchema,
    highlights: atLeastOne('highlights', translated),
    /** Shown in place of the drawing when given: the first screen's largest element. */
    photo: optional(photoSchema),
  }),
  about: fields({
    ...sectionHeader,
    items: exactly(4, 'figures', statLabelSchema),
    paragraphs: atLeastOne('paragraphs', translated),
  }),
  whyChoose: fields({ ...sectionHeader, items: exactly(3, 'reasons', featureSchema) }),
  appTeaser: fields({
    ...sectionHeader,
    comingSoon: translated,
    body: translated,
    learnMore: pageLinkSchema,
    /** The title on the phone drawn beside the teaser. */
    previewTitle: translated,
  }),
})

const aboutSchema = fields({
  meta: pageMeta,
  hero: pageHero,
  mission: fields({ ...sectionHeader, statement: translated }),
  story: fields({ ...sectionHeader, paragraphs: atLeastOne('paragraphs', translated) }),
  values: fields({ ...sectionHeader, items: atLeastOne('values', featureSchema) }),
  /** The section's heading; the people are in team.json. */
  team: sectionHeaderSchema,
})

export const serviceSchema = fields({
  icon: iconName,
  title: translated,
  description: translated,
  features: atLeastOne('features', translated),
})

const servicesSchema = fields({
  meta: pageMeta,
  hero: pageHero,
  grid: fields({ ...sectionHeader, featuresLabel: translated, items: exactly(6, 'services', serviceSchema) }),
  process: fields({
    ...sectionHeader,
    stepLabel: translated,
    steps: exactly(4, 'steps', fields({ title: translated, description: translated })),
  }),
  results: statsSection,
  cta: fields({ ...sectionHeader, primaryAction: actionSchema, secondaryAction: actionSchema }),
})

const mobileAppSchema = fields({
  meta: pageMeta,
  hero: fields({ eyebrow: translated, title: translated, intro: translated, comingSoon: translated }),
  features: fields({ ...sectionHeader, items: exactly(6, 'app features', featureSchema) }),
  screenshots: fields({
    ...sectionHeader,
    screens: atLeastOne('screens', fields({ title: translated, caption: translated, photo: optional(photoSchema) })),
  }),
  /** The section's heading; the quotes are in testimonials.json. */
  testimonials: sectionHeaderSchema,
  waitlist: fields({ ...sectionHeader, buttonLabel: translated, emailSubject: translated, note: translated }),
})

const contactSchema = fields({
  meta: pageMeta,
  hero: pageHero,
  form: fields({
    title: translated,
    intro: translated,
    nameLabel: translated,
    emailLabel: translated,
    messageLabel: translated,
    submitLabel: translated,
    /** Shown only with JavaScript off, followed by the business e-mail address as a link. */
    noScriptNotice: translated,
    toast: fields({ title: translated, description: translated }),
  }),
  details: fields({ title: translated }),
  hours: fields({
    title: translated,
    closedLabel: translated,
    dayNames: fields(
      Object.fromEntries(weekdays.map((day) => [day, translated])) as Record<Weekday, typeof translated>,
    ),
    /** Separates the first and last day of a range: "Mon–Fri". */
    rangeSeparator: translated,
  }),
  map: fields({ title: translated, caption: translated }),
  faq: fields({
    ...sectionHeader,
    items: exactly(4, 'questions', fields({ question: translated, answer: translated })),
  }),
})

const notFoundSchema = fields({
  meta: pageMeta,
  code: translated,
  title: translated,
  body: translated,
  homeLink: translated,
  /** Logged with `console.error`, followed by the path the visitor asked for. */
  consoleMessage: translated,
})

// ---- People ----

/** True while the entry is invented: `npm run launch-check` lists it until the owner unticks it. */
const sample = z.boolean({ error: 'expected true or false' })

export const teamMemberSchema = fields({
  sample,
  name: plainText,
  role: translated,
  bio: translated,
  /** Their portrait; their initials are drawn until one is given. */
  photo: optional(photoSchema),
})
const teamSchema = fields({ members: exactly(3, 'team members', teamMemberSchema) })

export const testimonialSchema = fields({ sample, quote: translated, name: plainText, detail: translated })
const testimonialsSchema = fields({ items: exactly(2, 'testimonials', testimonialSchema) })

/** Every data file, by its name in app/content/data/ (without `.json`), with its schema. */
export const contentFileSchemas = {
  business: businessSchema,
  site: siteSchema,
  home: homeSchema,
  about: aboutSchema,
  services: servicesSchema,
  'mobile-app': mobileAppSchema,
  contact: contactSchema,
  'not-found': notFoundSchema,
  team: teamSchema,
  testimonials: testimonialsSchema,
}

export type ContentFileName = keyof typeof contentFileSchemas
export type ContentData = { [File in ContentFileName]: z.infer<(typeof contentFileSchemas)[File]> }
