/**
 * The field kit every data file's schema is built from: copy in both languages, plain names, web
 * addresses, numbers, dates, choices, and lists of a fixed length or of at least one. Each kind
 * says once what it accepts, with its failure worded as "expected …" for the owner, and how the
 * editor shows it (app/content/schema/editor-meta.ts).
 */
import { z } from 'astro/zod'

import { lucideIconNames } from '../icons.ts'
import { languageNames, pageIds } from '../pages.ts'
import { copyPlaceholders, placeholderNames } from '../placeholders.ts'
import { type EditorMeta, editor } from './editor-meta.ts'

/** A group of fields that refuses unknown ones: a typo in a field's name is an error, not a silent miss. */
export const group = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape)

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

function translatedText(multiline: boolean, line = text) {
  return editor(
    group({
      en: editor(line, { label: languageNames.en.inItself, multiline }),
      fr: editor(line, { label: languageNames.fr.inItself, multiline }),
    }),
    { sideBySide: true },
  )
}

/** Copy in both languages, side by side, so a missing translation shows where it is made. */
export const translated = translatedText(false)
export type Translated = z.infer<typeof translated>
const translatedParagraph = translatedText(true)

/** A line of copy in both languages, as the editor names it. */
export const line = (label: string, hint?: string) => editor(translated, { label, hint })
/** A longer text in both languages: a paragraph, an answer, a description. */
export const paragraph = (label: string, hint?: string) => editor(translatedParagraph, { label, hint })
/** A line in both languages into which the code puts `placeholders` (a range of days, of hours). */
export const template = (placeholders: readonly string[], label: string, hint: string) =>
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
export function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isLeftEmpty(value) ? undefined : value), schema.optional())
}

export const optionalHint = 'Leave both sides empty to show none.'

/** A name or code written the same in every language (a person's name, a brand). */
export const plainText = (label: string, hint?: string) =>
  editor(
    z
      .string({ error: 'expected text' })
      .min(1, { error: 'expected some text; this field must not be empty' })
      .refine((value) => value.trim() === value, { error: 'expected no space at the start or the end' }),
    { label, hint },
  )

export function isHttpsUrl(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

const httpsUrlMessage = 'expected a full web address starting with https://, such as https://www.example.ca/'
// The start is a pattern the editor can check as the owner types; the whole address only the build can.
export const httpsUrl = (label: string, hint?: string) =>
  editor(
    z
      .string({ error: 'expected a web address' })
      .regex(/^https:\/\//, { error: httpsUrlMessage, abort: true })
      .refine(isHttpsUrl, { error: httpsUrlMessage }),
    { label, hint },
  )

export const wholeNumber = (what: string) =>
  z.number({ error: `expected ${what} as a number` }).int({ error: `expected ${what} as a whole number` })

export const yesNo = (label: string, hint?: string) =>
  editor(z.boolean({ error: 'expected true or false' }), { label, hint })

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
export const pageDate = (label: string) =>
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

export const iconName = editor(
  z.enum(lucideIconNames, { error: `expected one of the site's icons: ${lucideIconNames.join(', ')}` }),
  { label: 'Icon' },
)

export const pageId = z.enum(pageIds, { error: `expected one of the site's pages: ${pageIds.join(', ')}` })

/** A list whose length the product's rules fix (docs/product.md); `page` is laid out for that many. */
export function exactly<Item extends z.ZodType>(
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

export function atLeastOne<Item extends z.ZodType>(what: string, item: Item, meta: EditorMeta) {
  return editor(
    z.array(item, { error: `expected a list of ${what}` }).min(1, { error: `expected at least one of the ${what}` }),
    { ...meta, hint: `${meta.hint ? `${meta.hint} ` : ''}At least one.` },
  )
}

/** True while an entry is invented: `npm run launch-check` lists it until the owner unticks it. */
export const sample = yesNo(
  'Sample (invented)',
  'Untick once this is real: npm run launch-check lists every sample left.',
)
