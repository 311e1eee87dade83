/**
 * The one description of the owner's content. Every file in app/content/data/ is checked against
 * the schema here, the site's content types are inferred from it (app/content/types.ts), and the
 * owner's editor is generated from it (app/content/editor-fields.ts): each field says once what it
 * accepts and, as its `editor` metadata, how the editor names and lays it out. The checks are the
 * product's rules (docs/product.md); each failure reads as "expected …" in the owner's words, and
 * app/content/validate.ts adds the file, the field and what it found. Relative imports carry their
 * `.ts` extension: `npm run launch-check` runs this file on plain Node, without Vite.
 */
import { z } from 'astro/zod'
import { parsePhoneNumberFromString } from 'libphonenumber-js'

import { type BrowserStorageKey, browserStorageKeys } from './browser-storage.ts'
import { lucideIconNames } from './icons.ts'
import { pageIds } from './pages.ts'
import { copyPlaceholders, placeholderNames } from './placeholders.ts'

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

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

const socialNetworks = ['facebook', 'instagram', 'x', 'youtube'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

/** Each network's own name: the social links' accessible names and the launch check's words. */
export const socialNetworkNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
} as const satisfies Record<SocialNetwork, string>

/** Canada's provinces and territories, by Canada Post's two-letter code. */
const provinceCodes = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const
const province = (label: string) =>
  editor(z.enum(provinceCodes, { error: `expected a province code: ${provinceCodes.join(', ')}` }), {
    label,
    initialChoice: 'ON',
  })

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

// ---- What the editor shows of a field ----

/** How the owner's editor presents a field (app/content/editor-fields.ts reads it). */
export interface EditorMeta {
  /** The field's name in the editor; the field's key when not given. */
  label?: string
  /** The line under the name: what goes there, with an example. */
  hint?: string
  /** A box of several lines: a paragraph, an answer. */
  multiline?: boolean
  /** A group's fields in one row: English on the left, French on the right. */
  sideBySide?: boolean
  /** A list item's name in the list: these of its fields, joined by a dash; else its first English text. */
  itemLabel?: string[]
  /** The choice a new item starts with; the first one when not given. */
  initialChoice?: string
  /** A photo's file: the folder under app/content/photos/ the editor saves it in. */
  photoFolder?: string
}

/** `schema`, described for the editor, over what it was described as before. The schema's type is unchanged. */
export function editor<Schema extends z.ZodType>(schema: Schema, meta: EditorMeta): Schema {
  return schema.meta({ editor: { ...editorMetaOf(schema), ...meta } })
}

/** The editor metadata `editor()` gave a schema, if any. */
export function editorMetaOf(schema: z.ZodType): EditorMeta | undefined {
  return schema.meta()?.editor as EditorMeta | undefined
}

// ---- Building blocks ----

/** A group of fields that refuses unknown ones: a typo in a field's name is an error, not a silent miss. */
const group = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape)

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ')

/**
 * One line of copy: not empty, no stray spaces around it, and only the known `{placeholders}`;
 * a template also the placeholders the code fills in it, each of them present.
 */
function copyText(templatePlaceholders: readonly string[] = []) {
  const known = [...copyPlaceholders, ...templatePlaceholders]
  return z
    .string({ error: 'expected text' })
    .min(1, { error: 'expected some text; this field must not be empty' })
    .refine((value) => value.trim() === value, { error: 'expected no space at the start or the end' })
    .refine((value) => placeholderNames(value).every((name) => known.includes(name)), {
      error: `expected only these {placeholders}: ${listed(known)}`,
    })
    .refine((value) => templatePlaceholders.every((name) => placeholderNames(value).includes(name)), {
      error: `expected ${listed(templatePlaceholders)} in the text, where the code puts them`,
    })
}
const text = copyText()

const languageNames = { en: 'English', fr: 'Français' } as const

function translatedText(multiline: boolean, line = text) {
  return editor(
    group({
      en: editor(line, { label: languageNames.en, multiline }),
      fr: editor(line, { label: languageNames.fr, multiline }),
    }),
    { sideBySide: true },
  )
}

/** Copy in both languages, side by side, so a missing translation shows where it is made. */
export const translated = translatedText(false)
export type Translated = z.infer<typeof translated>
const translatedParagraph = translatedText(true)

/** A line of copy in both languages, as the editor names it. */
const line = (label: string, hint?: string) => editor(translated, { label, hint })
/** A longer text in both languages: a paragraph, an answer, a description. */
const paragraph = (label: string, hint?: string) => editor(translatedParagraph, { label, hint })
/** A line in both languages into which the code puts `placeholders` (a range of days, of hours). */
const template = (placeholders: readonly string[], label: string, hint: string) =>
  editor(translatedText(false, copyText(placeholders)), { label, hint })

/**
 * The editor (`npm run edit`) writes an emptied field as nothing (an empty pair as `{}`, an
 * unchosen page as ""), and its reader gives empty text as "": for an optional field, each of
 * those means the field is not there.
 */
function isLeftEmpty(value: unknown) {
  if (value === '' || value === null) return true
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  return Object.entries(value).every(([key, item]) => key in languageNames && (item === '' || item === undefined))
}

/** An optional field that may also come back from the editor left empty (see `isLeftEmpty`). */
function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isLeftEmpty(value) ? undefined : value), schema.optional())
}

const optionalHint = 'Leave both sides empty to show none.'

/** A name or code written the same in every language (a person's name, a brand). */
const plainText = (label: string, hint?: string) =>
  editor(
    z
      .string({ error: 'expected text' })
      .min(1, { error: 'expected some text; this field must not be empty' })
      .refine((value) => value.trim() === value, { error: 'expected no space at the start or the end' }),
    { label, hint },
  )

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

const httpsUrlMessage = 'expected a full web address starting with https://, such as https://www.example.ca/'
// The start is a pattern the editor can check as the owner types; the whole address only the build can.
const httpsUrl = (label: string, hint?: string) =>
  editor(
    z
      .string({ error: 'expected a web address' })
      .regex(/^https:\/\//, { error: httpsUrlMessage, abort: true })
      .refine(isHttpsUrl, { error: httpsUrlMessage }),
    { label, hint },
  )

const wholeNumber = (what: string) =>
  z.number({ error: `expected ${what} as a number` }).int({ error: `expected ${what} as a whole number` })

const yesNo = (label: string, hint?: string) => editor(z.boolean({ error: 'expected true or false' }), { label, hint })

/** A day that exists on the calendar, written YYYY-MM-DD. */
function isCalendarDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

const dateMessage = 'expected a date written YYYY-MM-DD, such as 2026-11-25'
/**
 * The day a page was last brought up to date: the page shows it, written each language's way,
 * and `npm run launch-check` lists it once it is more than a year old (app/content/stand-ins.ts).
 * The build never compares it with the clock.
 */
const pageDate = (label: string) =>
  editor(
    z
      .string({ error: 'expected a date' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateMessage, abort: true })
      .refine(isCalendarDate, { error: `${dateMessage}, a day that exists` }),
    {
      label,
      hint: 'Written YYYY-MM-DD, such as 2026-11-25. Set it to the day you change the page; npm run launch-check lists it once it is more than a year old.',
    },
  )

const iconName = editor(
  z.enum(lucideIconNames, { error: `expected one of the site's icons: ${lucideIconNames.join(', ')}` }),
  { label: 'Icon' },
)

const pageId = z.enum(pageIds, { error: `expected one of the site's pages: ${pageIds.join(', ')}` })

/** A list whose length the product's rules fix (docs/product.md); `page` is laid out for that many. */
function exactly<Item extends z.ZodType>(
  count: number,
  what: string,
  item: Item,
  { page = 'the page', ...meta }: EditorMeta & { page?: string },
) {
  return editor(
    z
      .array(item, { error: `expected a list of ${what}` })
      .length(count, { error: `expected exactly ${count} ${what}` }),
    { ...meta, hint: `${meta.hint ? `${meta.hint} ` : ''}Exactly ${count}: ${page} is laid out for ${count}.` },
  )
}

function atLeastOne<Item extends z.ZodType>(what: string, item: Item, meta: EditorMeta) {
  return editor(
    z.array(item, { error: `expected a list of ${what}` }).min(1, { error: `expected at least one of the ${what}` }),
    { ...meta, hint: `${meta.hint ? `${meta.hint} ` : ''}At least one.` },
  )
}

// ---- Shapes that several pages share ----

/** Where the editor puts the owner's photos; the build resolves them (app/lib/photos.ts). */
export const photosFolder = 'app/content/photos'
const photoFile = new RegExp(`^/${photosFolder}/[\\w./-]+\\.(jpe?g|png|webp|avif)$`, 'i')
const photoLanguages = { en: 'English', fr: 'French' } as const

/**
 * A photo the owner may add (a portrait, an app screen, the home hero), saved in `folder` of
 * app/content/photos/. With no file, the page keeps its drawing; with one, the alt text must
 * describe it in both languages for people who cannot see it. The editor writes empty alt texts
 * when there is no photo, so they may be empty then.
 */
function photo(label: string, folder: string, hint: string) {
  const altText = (language: keyof typeof languageNames) =>
    editor(z.string({ error: 'expected text' }).default(''), { label: languageNames[language] })
  const photoWithAlt = group({
    src: optional(
      editor(
        z.string({ error: "expected the photo's file" }).regex(photoFile, {
          error: `expected a JPEG, PNG, WebP or AVIF file in ${photosFolder}/, added with npm run edit`,
        }),
        {
          label: 'Photo',
          hint: `${hint} JPEG, PNG or WebP; the site makes the smaller copies itself.`,
          photoFolder: folder,
        },
      ),
    ),
    alt: editor(group({ en: altText('en'), fr: altText('fr') }).default({ en: '', fr: '' }), {
      label: 'What the photo shows, for people who cannot see it',
      hint: 'Required in both languages when there is a photo.',
      sideBySide: true,
    }),
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
  return editor(optional(photoWithAlt), { label })
}

const pageMeta = editor(
  group({
    title: line('Title in search results and browser tabs', '{name} is replaced by the business name.'),
    description: paragraph('Description in search results', 'One or two sentences.'),
  }),
  { label: 'Search engines' },
)

const pageHero = editor(
  group({ eyebrow: line('Small line above the title'), title: line('Page title'), intro: paragraph('Introduction') }),
  { label: 'Top of the page' },
)

/** A section's heading: its `<h2>`, with an optional line above it and an optional introduction. */
const sectionHeader = {
  eyebrow: optional(line('Small line above the title', optionalHint)),
  title: line('Section title'),
  intro: optional(paragraph('Introduction under the title', optionalHint)),
}

/** A section with a heading and `fields`, named `label` in the editor. */
const section = <Shape extends z.ZodRawShape>(label: string, shape: Shape, hint?: string) =>
  editor(group({ ...sectionHeader, ...shape }), { label, hint })

/**
 * A call to action and where it leads, as the owner picks it: a page of the site, a booking link
 * (any https address, opened as a plain link: the site loads nothing from it), or neither, which
 * keeps the specification's inert button and which `npm run launch-check` lists.
 */
const action = (label: string) =>
  editor(
    group({
      label: line('Button text'),
      page: optional(
        editor(pageId, {
          label: 'Goes to a page of the site',
          hint: 'Or leave "None" and give a booking link below. With neither, the button does nothing, and npm run launch-check lists it.',
        }),
      ),
      href: optional(
        httpsUrl(
          'Or goes to a booking link',
          'Your booking page elsewhere, starting with https://. Leave empty if a page is chosen.',
        ),
      ),
    }).refine((action) => !(action.page && action.href), {
      error: 'expected either a page or a booking link, not both',
      path: ['href'],
    }),
    { label },
  )

const pageLink = (label: string) =>
  editor(
    group({ label: line('Link text'), page: editor(pageId, { label: 'Goes to the page', initialChoice: 'home' }) }),
    { label },
  )

const feature = group({ icon: iconName, title: line('Title'), description: paragraph('Description') })

const statLabel = group({
  stat: editor(z.enum(statIds, { error: `expected one of the figures in business.json: ${statIds.join(', ')}` }), {
    label: 'Which figure (set in Business facts)',
  }),
  label: line('Words beside the figure'),
})

// ---- business.json: the facts ----

const phoneMessage = 'expected a phone number with its country code, such as +1 613 555 0142'
// The country code's "+" is a pattern the editor checks as the owner types; a real number only the build can.
const phone = editor(
  z
    .string({ error: 'expected a phone number' })
    .regex(/^\s*\+/, { error: phoneMessage, abort: true })
    .refine((value) => parsePhoneNumberFromString(value)?.isValid() === true, { error: phoneMessage }),
  {
    label: 'Phone number, with the country code',
    hint: 'Such as +1 613 555 0142. The site writes it out the English and the French way.',
  },
)

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/
const time = (label: string, hint: string) =>
  editor(
    z.string({ error: 'expected a time' }).regex(timePattern, {
      error: 'expected a 24-hour time written HH:MM, such as 09:00 or 17:30',
    }),
    { label, hint },
  )

const weekday = (label: string) =>
  editor(z.enum(weekdays, { error: `expected a day written ${weekdays.join(', ')}` }), { label })

const openingHoursRow = group({
  from: weekday('From'),
  to: weekday('To'),
  closed: yesNo('Closed', 'Tick for closed days, and leave the times empty.').optional(),
  // Empty on a closed row: the editor writes an empty field rather than none.
  opens: optional(time('Opens at', '24-hour time, such as 09:00')),
  closes: optional(time('Closes at', '24-hour time, such as 17:30')),
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

const openingHours = editor(
  z
    .array(openingHoursRow, { error: 'expected a list of opening-hours rows' })
    .min(1, { error: 'expected at least one of the opening-hours rows' })
    .superRefine((rows, context) => {
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
    }),
  { label: 'Opening hours', hint: 'One row per group of days, Monday first, in order.', itemLabel: ['from', 'to'] },
)

/** True while an entry is invented: `npm run launch-check` lists it until the owner unticks it. */
const sample = yesNo('Sample (invented)', 'Untick once this is real: npm run launch-check lists every sample left.')

/**
 * What every figure carries besides its value: whether the owner has confirmed it (a claim is a
 * fact the owner can back, docs/product.md "The claims the site makes") and whether the pages
 * show it at all. A figure the owner drops leaves every page that showed it.
 */
const claim = {
  sample: yesNo(
    'Sample (not confirmed)',
    'Untick once you can show where the figure comes from (your records, a survey): npm run launch-check lists every figure still a sample.',
  ),
  shown: yesNo('Show it', 'Untick to drop the figure from every page that shows it.'),
}

/** A count shown as "10,000+" with `orMore`, or exactly. */
const countFigure = (label: string) =>
  editor(
    group({
      count: editor(wholeNumber('a count').nonnegative({ error: 'expected a count of zero or more' }), {
        label: 'Count',
      }),
      orMore: yesNo('Show a "+" after it', 'As in "5+", which French writes « 5 et plus ».'),
      above: optional(
        yesNo(
          'The real figure is above it',
          'With "+": French then writes « Plus de 10 000 » rather than « 10 000 et plus ».',
        ),
      ),
      ...claim,
    }),
    { label, sideBySide: true },
  )
const percentFigure = (label: string) =>
  editor(
    group({
      percent: editor(
        z
          .number({ error: 'expected a percentage as a number' })
          .min(0, { error: 'expected a percentage from 0 to 100' })
          .max(100, { error: 'expected a percentage from 0 to 100' }),
        { label: 'Percent, 0 to 100' },
      ),
      ...claim,
    }),
    { label, sideBySide: true },
  )
const ratingFigure = editor(
  group({
    rating: editor(
      z.number({ error: 'expected a rating as a number' }).nonnegative({ error: 'expected a rating of 0 or more' }),
      { label: 'Rating' },
    ),
    outOf: editor(wholeNumber('the top of the rating scale').positive({ error: 'expected a scale of 1 or more' }), {
      label: 'Out of',
    }),
    ...claim,
  }).superRefine((figure, context) => {
    if (figure.rating > figure.outOf) {
      context.addIssue({
        code: 'custom',
        path: ['rating'],
        input: figure.rating,
        message: `expected a rating within its scale (no more than "outOf", ${figure.outOf})`,
      })
    }
  }),
  { label: 'Average rating', sideBySide: true },
)
/** Hours a day and days a week: "24/7". */
const availabilityFigure = editor(
  group({
    hoursPerDay: editor(
      wholeNumber('hours a day')
        .min(1, { error: 'expected 1 to 24 hours' })
        .max(24, { error: 'expected 1 to 24 hours' }),
      { label: 'Hours a day' },
    ),
    daysPerWeek: editor(
      wholeNumber('days a week').min(1, { error: 'expected 1 to 7 days' }).max(7, { error: 'expected 1 to 7 days' }),
      { label: 'Days a week' },
    ),
    ...claim,
  }),
  { label: 'Support availability', hint: '24 and 7 read "24/7".', sideBySide: true },
)

const figures = editor(
  group({
    happyUsers: countFigure('Happy users'),
    yearsExperience: countFigure('Years of experience'),
    successRate: percentFigure('Success rate'),
    support: availabilityFigure,
    experts: countFigure('Experts'),
    satisfaction: percentFigure('Client satisfaction'),
    goalAchievement: percentFigure('Goal achievement'),
    longTermSuccess: percentFigure('Long-term success'),
    averageRating: ratingFigure,
  } satisfies Record<StatId, z.ZodType>),
  {
    label: 'Figures the pages show',
    hint: 'Each is a claim: keep what backs it, untick "Sample" once confirmed, or untick "Show it" to drop it.',
  },
)
export type Figure = z.infer<typeof figures>[StatId]

/** Each figure's name, as the editor and `npm run launch-check` call it. */
export const figureNames = Object.fromEntries(
  statIds.map((id) => [id, editorMetaOf(figures.shape[id])?.label ?? id]),
) as Record<StatId, string>

const address = editor(
  group({
    sample,
    streetNumber: plainText('Street number'),
    street: line('Street', 'Such as "Elgin Street" and "rue Elgin".'),
    unit: optional(line('Suite or unit', `Such as "Suite 1000" and "bureau 1000". ${optionalHint}`)),
    city: plainText('City'),
    province: province('Province or territory'),
    postalCode: editor(
      z
        .string({ error: 'expected a postal code' })
        .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, {
          error: 'expected a Canadian postal code in capitals with one space, such as K2P 1L4',
        }),
      { label: 'Postal code', hint: 'In capitals with one space, such as K2P 1L4.' },
    ),
  }),
  { label: 'Address' },
)

const storeUrlMessage = 'expected the store page’s address starting with https://, or nothing until the app is released'
// The editor saves an emptied field as no field at all: nothing, like "", means not released yet.
const storeUrl = (label: string) =>
  z.preprocess(
    (value) => value ?? '',
    editor(
      z
        .string({ error: 'expected a web address, or nothing' })
        .regex(/^(https:\/\/|$)/, { error: storeUrlMessage, abort: true })
        .refine((value) => value === '' || isHttpsUrl(value), { error: storeUrlMessage }),
      { label, hint: 'The store page, starting with https://. Leave empty until the app is released.' },
    ),
  )

const businessSchema = editor(
  group({
    /**
     * The logo sets the name large and the descriptor beside it; together they are the business's
     * name. The descriptor is in each language: a business that serves Québec names what it does
     * with a French generic term beside a name in another language (Charter of the French language).
     */
    brand: editor(
      group({
        name: plainText('Name, large in the logo'),
        descriptor: line(
          'Words beside it in the logo',
          'What the business does, as in "Wellness Coaching" and "Coaching mieux-être".',
        ),
      }),
      { label: 'Business name', hint: 'Together they are the name, as in "Thrive Wellness Coaching".' },
    ),
    /** The name the business is registered under, which the privacy page says is responsible for personal information. */
    legalName: editor(
      group({
        sample,
        name: plainText('Name', 'As registered, such as "Thrive Wellness Coaching Inc." The pages say "{legalName}".'),
      }),
      { label: 'Legal name', hint: 'Named on the privacy page as responsible for personal information.' },
    ),
    /** Where the site is published: canonical URLs, the sitemap and social cards are built from it. */
    siteUrl: httpsUrl(
      'The site’s web address',
      'Where it is published, starting with https://, such as https://www.example.ca',
    ),
    phone,
    email: editor(z.email({ error: 'expected an e-mail address, such as hello@example.ca' }), {
      label: 'E-mail address',
      hint: 'Such as hello@example.ca',
    }),
    address,
    privacyOfficer: editor(
      group({
        sample,
        name: plainText('Name', 'By law, the head of the business, unless they delegate the role in writing.'),
        title: line('Title', 'Such as "Founder and privacy officer".'),
        email: editor(z.email({ error: 'expected an e-mail address, such as privacy@example.ca' }), {
          label: 'E-mail address',
          hint: 'Where people write about their personal information, such as privacy@example.ca',
        }),
      }),
      {
        label: 'Person in charge of personal information',
        hint: 'Shown on the privacy page, with the phone and the address above.',
      },
    ),
    /** The company whose servers deliver the site (and, once switched on, the contact form's messages). */
    webHost: editor(
      group({
        sample,
        name: plainText(
          'Name',
          'The company, as in "Cloudflare, Inc." or "Netlify, Inc.". The privacy page says "{webHost}".',
        ),
        country: line(
          'Where its servers are',
          'With the word before it, as in "in Canada" and "au Canada", or "in the United States" and "aux États-Unis". The privacy page says "{webHostCountry}".',
        ),
        logDays: editor(wholeNumber('a number of days').positive({ error: 'expected 1 day or more' }), {
          label: 'Days it keeps its logs',
          hint: 'How long your host keeps the record of each visit (its IP address). The privacy page says "{logDays}".',
        }),
      }),
      {
        label: 'Web host',
        hint: 'Named on the privacy page, with where it is and how long it keeps its logs, and as who carries the contact form’s messages.',
      },
    ),
    /**
     * Ontario's Personal Health Information Protection Act: when a registered dietitian gives dietetic
     * care, someone is the custodian of those records. The privacy page's health records section
     * shows only when a dietitian gives care (app/views/privacy-view.tsx).
     */
    healthRecords: editor(
      group({
        sample,
        dietitianCare: yesNo(
          'A registered dietitian on the team gives dietetic care',
          'Untick if no dietitian gives care: the privacy page then has no section on health records.',
        ),
        custodian: optional(
          plainText(
            'Health information custodian',
            'Who holds those records under Ontario’s PHIPA: the dietitian, or the business if it runs a practice of health professionals. Ask your lawyer. The page says "{healthCustodian}".',
          ),
        ),
      }).refine((records) => !records.dietitianCare || records.custodian, {
        error: 'expected the health information custodian’s name, since a dietitian gives care',
        path: ['custodian'],
      }),
      { label: 'Health records (Ontario)' },
    ),
    /** Who reads and answers feedback on accessibility (Ontario's customer service standard). */
    feedbackContact: editor(
      group({
        sample,
        name: plainText('Name', 'The accessibility page says "{feedbackContactName}".'),
      }),
      { label: 'Person who handles feedback', hint: 'Named on the accessibility page.' },
    ),
    /** Where clients are served: Québec reserves the dietitian's title to ODNQ members (app/content/stand-ins.ts). */
    serviceProvinces: atLeastOne('provinces', province('Province'), {
      label: 'Provinces where you offer your services',
      hint: 'Include QC if you serve clients who live in Québec, in person or online.',
    }),
    hours: openingHours,
    responseHours: editor(wholeNumber('a number of hours').positive({ error: 'expected 1 hour or more' }), {
      label: 'Hours within which you answer a message',
      hint: 'The pages say "{responseHours}".',
    }),
    consultationMinutes: editor(wholeNumber('a number of minutes').positive({ error: 'expected 1 minute or more' }), {
      label: 'Length of the free consultation, in minutes',
    }),
    figures,
    socials: exactly(
      4,
      'social links',
      group({
        network: editor(z.enum(socialNetworks, { error: `expected one of: ${socialNetworks.join(', ')}` }), {
          label: 'Network',
        }),
        href: httpsUrl('Your page’s address', 'Starting with https://'),
      }),
      { label: 'Social media links', hint: 'Each network once.', itemLabel: ['network'] },
    ).refine((socials) => new Set(socials.map((social) => social.network)).size === socials.length, {
      error: `expected each network once: ${socialNetworks.join(', ')}`,
    }),
    appStoreUrls: editor(group({ googlePlay: storeUrl('Google Play'), appStore: storeUrl('App Store') }), {
      label: 'The app in the stores',
    }),
  }),
  { label: 'Business facts' },
)

// ---- site.json: the words on every page ----

/** A store's badge: its small line while the app is coming, then the store's own once it is there. */
const storeBadge = (label: string) =>
  editor(
    group({
      comingSoonCaption: line('Small line until the app is in the store', 'As in "Coming soon to".'),
      caption: line('Small line once the app is in the store', 'The store’s own words, as in "Get it on".'),
      label: line('Store name'),
    }),
    { label },
  )

const siteSchema = editor(
  group({
    skipLink: line('Skip link', 'Shown to keyboard users first: it jumps to the page’s content.'),
    siteTagline: line('Tagline'),
    mainNavLabel: line('Name of the main menu, for screen readers'),
    footerNavLabel: line('Name of the footer links, for screen readers'),
    policiesNavLabel: line(
      'Name of the links to the privacy and accessibility pages, for screen readers',
      'They sit at the foot of every page.',
    ),
    socialNavLabel: line('Name of the social links, for screen readers'),
    menuLabel: line('Menu button'),
    theme: editor(group({ toggle: line('Dark theme button') }), { label: 'Theme' }),
    /** The link to this page in the other language, labelled in that language. */
    languageSwitch: editor(
      group({ label: line('Link to the other language', 'Each side is written in the other language.') }),
      { label: 'Language switch' },
    ),
    pages: editor(
      group(
        Object.fromEntries(pageIds.map((page) => [page, line(page)])) as Record<
          (typeof pageIds)[number],
          typeof translated
        >,
      ),
      { label: 'Page names in the menus and the footer' },
    ),
    getStarted: action('The "Get started" button in the header'),
    footer: editor(
      group({
        description: paragraph('Description'),
        contactTitle: line('Contact heading'),
        quickLinksTitle: line('Links heading'),
        followTitle: line('Social heading'),
        /** `{year}` and `{name}` are filled in by the footer. */
        copyright: line('Copyright line', '{year} and {name} are filled in.'),
      }),
      { label: 'Footer' },
    ),
    /** Read by screen readers before the postal address, phone and e-mail (footer and contact page). */
    contactLabels: editor(group({ address: line('Address'), phone: line('Phone'), email: line('E-mail') }), {
      label: 'Names read out before the address, phone and e-mail',
    }),
    /** The toast region's name and each toast's close button. */
    notifications: editor(
      group({ regionLabel: line('Name of the notifications area'), dismissLabel: line('Close button') }),
      { label: 'Notifications' },
    ),
    appStores: editor(group({ googlePlay: storeBadge('Google Play'), appStore: storeBadge('App Store') }), {
      label: 'Store badges',
    }),
  }),
  { label: 'Words on every page' },
)

// ---- One file per page ----

const homeSchema = editor(
  group({
    meta: pageMeta,
    hero: editor(
      group({
        /** Shown after the happy-users figure: "10,000+ Happy Users". */
        badgeLabel: line('Words after the happy-users figure', 'As in "10,000+ Happy Users".'),
        title: line('Page title'),
        intro: paragraph('Introduction'),
        primaryAction: action('First button'),
        secondaryAction: action('Second button'),
        highlights: atLeastOne('highlights', line('Highlight'), { label: 'Highlights with a tick' }),
        /** Shown in place of the drawing when given: the first screen's largest element. */
        photo: photo('Photo beside the title', 'home', 'Shown in place of the drawing, as wide as the drawing.'),
      }),
      { label: 'Top of the page' },
    ),
    about: section('About us, with figures', {
      items: exactly(4, 'figures', statLabel, { label: 'Figures' }),
      paragraphs: atLeastOne('paragraphs', paragraph('Paragraph'), { label: 'Paragraphs' }),
    }),
    whyChoose: section('Why choose us', { items: exactly(3, 'reasons', feature, { label: 'Reasons' }) }),
    appTeaser: section('The app', {
      comingSoon: line('"Coming soon" label'),
      body: paragraph('Text'),
      learnMore: pageLink('Link to the app page'),
      /** The title on the phone drawn beside the teaser. */
      previewTitle: line('Title on the drawn phone'),
    }),
  }),
  { label: 'Home page' },
)

const aboutSchema = editor(
  group({
    meta: pageMeta,
    hero: pageHero,
    mission: section('Mission', { statement: paragraph('Mission statement') }),
    story: section('Our story', {
      paragraphs: atLeastOne('paragraphs', paragraph('Paragraph'), { label: 'Paragraphs' }),
    }),
    values: section('Values', { items: atLeastOne('values', feature, { label: 'Values' }) }),
    /** The section's heading; the people are in team.json. */
    team: section(
      'Team section heading',
      {
        registration: template(
          ['college', 'number'],
          'How a registration reads on a card',
          'As in "{college}, registration no. {number}". The colleges and numbers are in "Team".',
        ),
      },
      'The people themselves are in "Team".',
    ),
  }),
  { label: 'About page' },
)

const servicesSchema = editor(
  group({
    meta: pageMeta,
    hero: pageHero,
    grid: section('Services', {
      featuresLabel: line('Heading of each service’s list', 'Read by screen readers.'),
      items: exactly(
        6,
        'services',
        group({
          icon: iconName,
          title: line('Service'),
          description: paragraph('Description'),
          features: atLeastOne('features', line('What it includes'), { label: 'What it includes' }),
        }),
        { label: 'Services' },
      ),
    }),
    process: section('How it works', {
      stepLabel: line('Word before each step’s number', 'As in "Step 1".'),
      steps: exactly(4, 'steps', group({ title: line('Step'), description: paragraph('Description') }), {
        label: 'Steps',
      }),
    }),
    results: section('Results', { items: exactly(4, 'figures', statLabel, { label: 'Figures' }) }),
    cta: section('Closing call to action', {
      primaryAction: action('First button'),
      secondaryAction: action('Second button'),
    }),
  }),
  { label: 'Services page' },
)

const mobileAppSchema = editor(
  group({
    meta: pageMeta,
    hero: editor(
      group({
        eyebrow: line('Small line above the title'),
        title: line('Page title'),
        intro: paragraph('Introduction'),
        comingSoon: line('"Coming soon" label'),
      }),
      { label: 'Top of the page' },
    ),
    features: section('Features', { items: exactly(6, 'app features', feature, { label: 'App features' }) }),
    screenshots: section('Screenshots', {
      screens: atLeastOne(
        'screens',
        group({
          title: line('Screen name'),
          caption: line('What it shows'),
          photo: photo(
            'Screenshot',
            'screens',
            'A screenshot of the app, upright; a drawn phone stands in until then.',
          ),
        }),
        { label: 'Screens' },
      ),
    }),
    /** The section's heading; the quotes are in testimonials.json. */
    testimonials: section('Testimonials heading', {}, 'The quotes themselves are in "Testimonials".'),
    waitlist: section('Waitlist', {
      buttonLabel: line('Button text'),
      emailSubject: line('Subject of the e-mail the button starts'),
      note: paragraph('Small print under the button'),
    }),
  }),
  { label: 'Mobile app page' },
)

const contactSchema = editor(
  group({
    /**
     * Off, the form sends nothing and says so (docs/product.md): `npm run launch-check` refuses
     * to launch. On, it posts to the site's own server, which mails the message to the business's
     * e-mail address (server/, docs/deploying.md).
     */
    deliverMessages: yesNo(
      'Send the messages to your e-mail address',
      'Tick it once your host is set up to deliver them (docs/deploying.md).',
    ),
    meta: pageMeta,
    hero: pageHero,
    form: editor(
      group({
        title: line('Form title'),
        intro: paragraph('Introduction'),
        nameLabel: line('Name field'),
        emailLabel: line('E-mail field'),
        messageLabel: line('Message field'),
        submitLabel: line('Send button'),
        /** Shown only with JavaScript off, followed by the business e-mail address as a link. */
        noScriptNotice: paragraph('Notice when the form cannot work', 'Followed by your e-mail address as a link.'),
        /**
         * The form sends nothing (docs/product.md), yet its toast promises a reply: this tells the
         * visitor before they write, wherever the form can be used, followed by the e-mail address.
         */
        unsentNotice: optional(
          paragraph(
            'Notice that messages from the form do not reach you',
            `Followed by your e-mail address as a link. For the day the form sends messages: ${optionalHint}`,
          ),
        ),
        toast: editor(group({ title: line('Title'), description: paragraph('Text') }), {
          label: 'Message shown once sent',
        }),
        sendingLabel: line('Send button while the message is on its way'),
        /** The toast after a message that did not leave: followed by the e-mail address and phone. */
        failure: editor(
          group({
            title: line('Title'),
            description: template(
              ['emailAddress', 'phoneNumber'],
              'Text',
              '{emailAddress} and {phoneNumber} become your e-mail address and phone number, as links.',
            ),
          }),
          { label: 'Message shown when a message was not sent' },
        ),
        /** What the site's server answers about a field it refuses (server/contact-endpoint.ts). */
        problems: editor(
          group({
            missing: template(['field'], 'A field left empty', "{field} is the field's name."),
            tooLong: template(['field', 'max'], 'A field too long', '{max} is the most characters it takes.'),
            invalidEmail: template(['field'], 'An e-mail address that is not one', "{field} is the field's name."),
            oneLine: template(['field'], 'A name on several lines', "{field} is the field's name."),
          }),
          { label: 'Problems with a field' },
        ),
        /** Every other answer of the site's server to a post of the form. */
        answers: editor(
          group({
            tooMany: paragraph('Too many messages in a short time'),
            notDelivered: paragraph('The message could not be passed on'),
            crossSite: paragraph('The form was sent from another website'),
            tooLarge: paragraph('A message larger than the form allows'),
            wrongType: paragraph('Something other than the form was sent'),
            unreadable: paragraph('A form that could not be read'),
            wrongMethod: paragraph('The address was opened rather than sent to'),
            notAccepting: paragraph('Messages are switched off'),
          }),
          { label: 'Other answers when a message is not sent' },
        ),
      }),
      { label: 'Contact form' },
    ),
    sentPage: editor(group({ meta: pageMeta, hero: pageHero, homeLink: line('Link home') }), {
      label: 'Page after a message was sent (without JavaScript)',
    }),
    notSentPage: editor(
      group({
        meta: pageMeta,
        hero: pageHero,
        reasonsTitle: line('Heading of the reasons'),
        reasons: editor(
          group({
            name: template(['max'], 'The name', '{max} is the most characters it takes.'),
            email: line('The e-mail address'),
            message: template(['max'], 'The message', '{max} is the most characters it takes.'),
            tooMany: paragraph('Too many messages'),
            notDelivered: paragraph('Not passed on'),
          }),
          { label: 'What may have gone wrong' },
        ),
        otherWays: template(
          ['emailAddress', 'phoneNumber'],
          'Other ways to reach you',
          '{emailAddress} and {phoneNumber} become your e-mail address and phone number, as links.',
        ),
      }),
      { label: 'Page after a message was not sent (without JavaScript)' },
    ),
    details: editor(group({ title: line('Heading') }), { label: 'Contact details' }),
    hours: editor(
      group({
        title: line('Heading'),
        closedLabel: line('Word for a closed day'),
        dayNames: editor(
          group(Object.fromEntries(weekdays.map((day) => [day, line(day)])) as Record<Weekday, typeof translated>),
          { label: 'Day names', hint: 'As a range of days writes them: "Mon" in English, "lundi" in French.' },
        ),
        dayRange: template(
          ['from', 'to'],
          'A range of days',
          'As in "{from}–{to}" (Mon–Fri) and "Du {from} au {to}" (Du lundi au vendredi).',
        ),
        timeRange: template(
          ['opens', 'closes'],
          'Opening and closing times',
          'As in "{opens} – {closes}" and "de {opens} à {closes}".',
        ),
      }),
      { label: 'Opening hours', hint: 'The hours themselves are in Business facts.' },
    ),
    map: editor(group({ title: line('Heading'), caption: paragraph('Caption') }), { label: 'Map' }),
    faq: section('Frequently asked questions', {
      items: exactly(4, 'questions', group({ question: line('Question'), answer: paragraph('Answer') }), {
        label: 'Questions and answers',
      }),
    }),
  }),
  { label: 'Contact page' },
)

const notFoundSchema = editor(
  group({
    meta: pageMeta,
    code: line('Error code line'),
    title: line('Title'),
    body: paragraph('Text'),
    homeLink: line('Link home'),
    /** Logged with `console.error`, followed by the path the visitor asked for. */
    consoleMessage: line('Message for developers (browser console)'),
  }),
  { label: 'Page not found' },
)

const paragraphs = atLeastOne('paragraphs', paragraph('Paragraph'), { label: 'Paragraphs' })
const listItems = atLeastOne('items', paragraph('Item'), { label: 'List' })

/** A link to a page that has one address per language (a public body's English and French pages). */
const webAddressPerLanguage = editor(group({ en: httpsUrl('English page'), fr: httpsUrl('French page') }), {
  label: 'Web address',
  sideBySide: true,
})

/** What one of the notes the site keeps in the browser is for. */
const storageNote = (key: BrowserStorageKey) =>
  editor(group({ purpose: paragraph('What it is for, and when it is written') }), { label: `"${key}"` })

const privacySchema = editor(
  group({
    meta: pageMeta,
    hero: pageHero,
    effectiveDateLabel: line(
      'Words before the date',
      'As in "Effective date: November 25, 2026". The date is the latest of "Changes to this policy".',
    ),
    summary: section('In short', { items: listItems }, 'Five lines at the top: the page in brief.'),
    responsible: section(
      'Person in charge of personal information',
      { paragraphs },
      'The name, title and e-mail of the person in charge (Business facts) follow, with the phone and address.',
    ),
    website: section('What this website collects', { paragraphs }),
    /** The page shows one of the two, as the contact page's switch says (contact.json `deliverMessages`). */
    contactForm: section('The contact form', {
      whenOff: editor(paragraphs, { label: 'While the form sends nothing' }),
      whenOn: editor(paragraphs, {
        label: 'Once the form sends messages',
        hint: 'What it collects, where it goes, how long it is kept and who reads it.',
      }),
    }),
    browserStorage: section('What your browser keeps', {
      /** One description for each key the code writes (app/content/browser-storage.ts): the page names them. */
      entries: editor(
        group(
          Object.fromEntries(browserStorageKeys.map((key) => [key, storageNote(key)])) as Record<
            BrowserStorageKey,
            ReturnType<typeof storageNote>
          >,
        ),
        {
          label: 'The notes the site keeps in the browser',
          hint: 'One for each note the site’s code writes; the page shows each name beside its description.',
        },
      ),
      outro: paragraph('Text after the list'),
    }),
    hostLogs: section(
      'What our web host records',
      { sample, paragraphs },
      'Say what your host really records and for how long, then untick "Sample".',
    ),
    whenYouContactUs: section(
      'When you call or write to us',
      {
        sample,
        items: atLeastOne('items', group({ title: line('Heading'), description: paragraph('Text') }), {
          label: 'What, what for, how long, who, how',
        }),
      },
      'Suggested practices: make them yours, then untick "Sample".',
    ),
    /** Shown only while a dietitian gives care (business.json `healthRecords`). */
    healthRecords: section(
      'Health records kept by dietitians',
      {
        paragraphs,
        authority: editor(group({ name: line('Name'), href: webAddressPerLanguage }), {
          label: 'Where complaints go',
          hint: 'Shown as a link after the paragraphs.',
        }),
      },
      'Shown only when Business facts say a registered dietitian gives dietetic care.',
    ),
    yourRights: section('Access to your information and correction', { paragraphs }),
    breaches: section('If your information is compromised', { paragraphs }),
    complaints: section('How to make a complaint', {
      paragraphs,
      authorities: atLeastOne(
        'public bodies',
        group({
          name: line('Name'),
          where: line('For whom', 'As in "if you live in Québec".'),
          href: webAddressPerLanguage,
        }),
        { label: 'Public bodies', hint: 'Each is shown as a link, followed by whom it is for.' },
      ),
    }),
    changes: section('Changes to this policy', {
      paragraphs,
      // Newest first, so that the first is the page's effective date (app/content/site-content.ts).
      history: editor(
        z
          .array(group({ date: pageDate('Date'), change: paragraph('What changed') }), {
            error: 'expected a list of changes',
          })
          .min(1, { error: 'expected at least one of the changes' })
          .refine((history) => history.slice(1).every((entry, index) => entry.date <= (history[index]?.date ?? '')), {
            error: 'expected the changes newest first',
          }),
        {
          label: 'Dated list of changes',
          hint: 'Newest first: the first date is the page’s effective date. At least one.',
          itemLabel: ['date'],
        },
      ),
    }),
  }),
  { label: 'Privacy page' },
)

const accessibilitySchema = editor(
  group({
    lastReviewed: pageDate('Last reviewed'),
    meta: pageMeta,
    hero: pageHero,
    lastReviewedLabel: line('Words before the date', 'As in "Last reviewed: November 25, 2026".'),
    standard: section('The standard we follow', { paragraphs }),
    howChecked: section('How we check it', {
      items: listItems,
      outro: optional(paragraph('Text after the list', optionalHint)),
    }),
    /** The form's own limits hold only while it sends nothing (contact.json `deliverMessages`). */
    knownLimits: section('Known limits', {
      items: listItems,
      whenFormOff: editor(listItems, {
        label: 'While the contact form sends nothing',
        hint: 'Added to the list until the form sends messages; once it does, they are no longer true.',
      }),
    }),
    visitingOffice: section(
      'Visiting our office',
      { sample, items: listItems },
      'Service animals, support persons, assistive devices, disruptions: say what you really do, then untick "Sample".',
    ),
    communicationSupports: section(
      'Communication supports',
      { sample, items: listItems },
      'Relay calls, interpreters, writing instead of calling: say what you really offer, then untick "Sample".',
    ),
    feedback: section(
      'Your feedback',
      { paragraphs, outro: optional(paragraph('Text after the contact details', optionalHint)) },
      'The phone, e-mail and address (Business facts) follow the paragraphs.',
    ),
    otherFormats: section('Information in another format', {
      items: listItems,
      outro: optional(paragraph('Text after the list', optionalHint)),
    }),
  }),
  { label: 'Accessibility page' },
)

// ---- People ----

const teamSchema = editor(
  group({
    members: exactly(
      3,
      'team members',
      group({
        sample,
        name: plainText('Name'),
        role: line('Role'),
        bio: paragraph('Short biography'),
        /** Shown on their card under the role, as a regulated professional's must be. */
        registrations: editor(
          z
            .array(
              group({
                college: editor(
                  z.enum(collegeCodes, { error: `expected one of the colleges: ${collegeCodes.join(', ')}` }),
                  {
                    label: 'College',
                    hint: 'CDO: College of Dietitians of Ontario. ODNQ: Ordre des diététistes-nutritionnistes du Québec.',
                  },
                ),
                number: plainText('Registration number', "As the college's public register shows it."),
              }),
              { error: 'expected a list of registrations' },
            )
            .default([]),
          {
            label: 'Registrations with a college',
            hint: 'One for each college they belong to. A dietitian must be registered where the clients live.',
            itemLabel: ['college', 'number'],
          },
        ),
        /** Their portrait; their initials are drawn until one is given. */
        photo: photo('Portrait', 'team', 'A portrait, cropped to a circle on the About page.'),
      }),
      { label: 'Team members', itemLabel: ['name'], page: 'the About page' },
    ),
  }),
  { label: 'Team' },
)

const testimonialsSchema = editor(
  group({
    items: exactly(
      2,
      'testimonials',
      group({
        sample,
        quote: paragraph('What they said'),
        name: plainText('Their name', 'As they agreed to be named, such as "Sophie L."'),
        detail: line('Who they are', 'Such as "Beta tester since spring".'),
      }),
      { label: 'Testimonials', itemLabel: ['name'], page: 'the Mobile app page' },
    ),
  }),
  { label: 'Testimonials' },
)

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
  privacy: privacySchema,
  accessibility: accessibilitySchema,
  team: teamSchema,
  testimonials: testimonialsSchema,
}

export type ContentFileName = keyof typeof contentFileSchemas
export type ContentData = { [File in ContentFileName]: z.infer<(typeof contentFileSchemas)[File]> }
