// @vitest-environment node
/**
 * The editor is generated from the content schema (editor/fields-from-schema.ts). These tests hold
 * the adapter to what the owner meets: each data file has its entry, each field its label, hint
 * and layout, the rules the form can hold are held there with the schema's own words, and every
 * data file, read through Keystatic's own reader as the editor reads it, passes the schema.
 */
import path from 'node:path'

import type { ComponentSchema } from '@keystatic/core'
import { createReader } from '@keystatic/core/reader'
import { z } from 'astro/zod'
import { describe, expect, test } from 'vitest'

import { type ContentFileName, contentFileSchemas, editor } from '../app/content/schema'

import { editorFields } from './fields-from-schema'
import editorConfig from './keystatic.config'

const rootDir = path.resolve(import.meta.dirname, '..')

/** Each editor entry, by the data file it edits (its `path` ends with the file's name). */
const entries = Object.entries(editorConfig.singletons ?? {}).map(([key, singleton]) => ({
  key,
  file: (singleton.path ?? '').replace(/^app\/content\/data\//, '') as ContentFileName,
  singleton,
}))

type Field = ComponentSchema & Record<string, unknown>
const field = (fields: Record<string, ComponentSchema>, key: string) => fields[key] as Field

/** What a field's form says of `value`: its message, or nothing when the form takes it. */
function formMessage(formField: ComponentSchema, value: unknown) {
  if (formField.kind !== 'form') throw new Error(`not a form field: ${formField.kind}`)
  try {
    ;(formField.validate as (value: unknown, extra?: unknown) => unknown)(value, undefined)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

test('the editor has one entry for each data file, and no other', () => {
  expect(entries.map((entry) => entry.file).sort()).toEqual(Object.keys(contentFileSchemas).sort())
})

describe('a field of the schema becomes the editor field its metadata describes', () => {
  const pair = editor(
    z.strictObject({
      en: editor(z.string().min(1, { error: 'expected some text' }), { label: 'English', multiline: true }),
      fr: editor(z.string().min(1, { error: 'expected some text' }), { label: 'Français', multiline: true }),
    }),
    { sideBySide: true },
  )
  const fields = editorFields(
    z.strictObject({
      answer: editor(pair, { label: 'Answer', hint: 'One or two sentences.' }),
      note: editor(pair, { label: 'Note' }).optional(),
      code: editor(z.string().regex(/^[A-Z]\d$/, { error: 'expected a letter and a digit, such as K2' }), {
        label: 'Code',
      }),
      day: editor(z.enum(['mon', 'tue']), { label: 'Day', initialChoice: 'tue' }),
      page: editor(z.enum(['home', 'about']), { label: 'Page' }).optional(),
      count: editor(z.number().int().min(1).max(24), { label: 'Hours' }),
      open: editor(z.boolean(), { label: 'Open' }),
      people: editor(z.array(z.strictObject({ name: editor(z.string(), { label: 'Name' }) })).length(3), {
        label: 'People',
        itemLabel: ['name'],
      }),
      portrait: editor(z.string(), { label: 'Photo', photoFolder: 'team' }),
    }),
  )

  test('a translated text is a group of its two languages, side by side, with its label and hint', () => {
    const answer = field(fields, 'answer')
    expect(answer).toMatchObject({
      kind: 'object',
      label: 'Answer',
      description: 'One or two sentences.',
      layout: [6, 6],
    })
    const languages = answer.fields as Record<string, Field>
    expect(Object.keys(languages)).toEqual(['en', 'fr'])
    expect(languages.en).toMatchObject({ label: 'English' })
    expect(languages.fr).toMatchObject({ label: 'Français' })
  })

  test("a text holds the schema's pattern in the form, with the schema's message", () => {
    expect(formMessage(field(fields, 'code'), 'K')).toBe('expected a letter and a digit, such as K2')
    expect(formMessage(field(fields, 'code'), 'K2')).toBeUndefined()
  })

  test('a required translation may not be left empty; an optional one may, on both sides', () => {
    const answer = field(fields, 'answer').fields as Record<string, ComponentSchema>
    const note = field(fields, 'note').fields as Record<string, ComponentSchema>
    expect(formMessage(answer.fr as ComponentSchema, '')).toBe('expected some text')
    expect(formMessage(note.fr as ComponentSchema, '')).toBeUndefined()
    expect(formMessage(note.fr as ComponentSchema, 'Une note')).toBeUndefined()
  })

  test('a choice lists its values and starts on its initial choice; an optional one may be "None"', () => {
    expect(field(fields, 'day')).toMatchObject({ kind: 'form', label: 'Day' })
    expect((field(fields, 'day').defaultValue as () => string)()).toBe('tue')
    expect((field(fields, 'day').options as { value: string }[]).map((option) => option.value)).toEqual(['mon', 'tue'])
    expect((field(fields, 'page').options as { label: string; value: string }[])[0]).toEqual({
      label: 'None',
      value: '',
    })
  })

  test('a whole number keeps its bounds; true or false is a checkbox, unticked at first', () => {
    expect(formMessage(field(fields, 'count'), 25)).toBeDefined()
    expect(formMessage(field(fields, 'count'), 24)).toBeUndefined()
    expect(formMessage(field(fields, 'count'), 2.5)).toBeDefined()
    expect(formMessage(field(fields, 'open'), true)).toBeUndefined()
    expect((field(fields, 'open').defaultValue as () => boolean)()).toBe(false)
  })

  test('a list keeps its length and names each item by the fields its metadata gives', () => {
    const people = field(fields, 'people')
    expect(people).toMatchObject({ kind: 'array', label: 'People', validation: { length: { min: 3, max: 3 } } })
    const itemLabel = people.itemLabel as (props: unknown) => string
    expect(itemLabel({ fields: { name: { value: 'Daniel Okafor' } } })).toBe('Daniel Okafor')
    expect(itemLabel({ fields: { name: { value: '' } } })).toBe('New item')
  })

  test('a text with a photo folder is a photo saved in that folder of app/content/photos', () => {
    expect(field(fields, 'portrait')).toMatchObject({ formKind: 'asset', directory: 'app/content/photos/team' })
  })
})

describe("the site's own fields, in the form", () => {
  const business = entries.find((entry) => entry.file === 'business')?.singleton.schema as Record<
    string,
    ComponentSchema
  >
  const address = field(business, 'address').fields as Record<string, ComponentSchema>

  test.each([
    [
      'a phone without its country code',
      field(business, 'phone'),
      '819 246 7781',
      /^expected a phone number with its country code/,
    ],
    ['an e-mail address without its domain', field(business, 'email'), 'hello@', /^expected an e-mail address/],
    [
      'a postal code in small letters',
      address.postalCode as ComponentSchema,
      'k2p 1l4',
      /^expected a Canadian postal code/,
    ],
    ['a web address without https://', field(business, 'siteUrl'), 'www.example.ca', /^expected a full web address/],
  ])("%s is refused before the save, in the schema's words", (_rule, formField, value, message) => {
    expect(formMessage(formField, value)).toMatch(message)
  })

  test('the schema has the last word: a number the form lets through is refused by the build', () => {
    // A "+" and digits pass the form; only the build knows that +1 819 246 is no phone number.
    expect(formMessage(field(business, 'phone'), '+1 819 246')).toBeUndefined()
    expect(contentFileSchemas.business.shape.phone.safeParse('+1 819 246').success).toBe(false)
  })
})

describe.each(entries)('$key', ({ key, file }) => {
  test(`app/content/data/${file}.json, read through Keystatic's own reader, passes the schema`, async () => {
    const reader = createReader(rootDir, editorConfig)
    const value = await reader.singletons[key]?.read()
    expect(value, `Keystatic could not read app/content/data/${file}.json`).toBeInstanceOf(Object)
    const result = contentFileSchemas[file].safeParse(value)
    const problems = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(problems).toEqual([])
  })
})
