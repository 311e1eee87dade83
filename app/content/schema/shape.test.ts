// @vitest-environment node
import { z } from 'astro/zod'
import { expect, test } from 'vitest'

import { fieldNamesAt, rulesOf, unwrap, valuesWithSchemas } from './shape.ts'

const person = z.strictObject({ name: z.string(), bio: z.strictObject({ en: z.string(), fr: z.string() }) })
const file = z.strictObject({
  title: z.string().default(''),
  people: z.preprocess((value) => value ?? [], z.array(person).optional()),
})

test('a field is read under its default, its optional and the preprocessing of an emptied field', () => {
  expect(unwrap(file.shape.title)).toMatchObject({ kind: 'string', optional: false })
  const people = unwrap(file.shape.people)
  expect(people).toMatchObject({ kind: 'array', optional: true })
  expect(people.layers).toHaveLength(3)
})

test("a group's fields are found down groups and list items, and none where there is no group", () => {
  expect(fieldNamesAt(file, [])).toEqual(['title', 'people'])
  expect(fieldNamesAt(file, ['people', 0])).toEqual(['name', 'bio'])
  expect(fieldNamesAt(file, ['people', 0, 'bio'])).toEqual(['en', 'fr'])
  expect(fieldNamesAt(file, ['people', 0, 'name'])).toEqual([])
  expect(fieldNamesAt(file, ['nobody'])).toEqual([])
})

test('a format such as an e-mail address is its own first rule, before the rules added to it', () => {
  expect(rulesOf(z.email().max(80)).map((rule) => rule.check)).toEqual(['string_format', 'max_length'])
  expect(rulesOf(z.string().min(1)).map((rule) => rule.check)).toEqual(['min_length'])
})

test('every part of a value is visited with the schema that describes it, list positions as numbers', () => {
  const visited = [
    ...valuesWithSchemas(file, { title: 'T', people: [{ name: 'Ann', bio: { en: 'E', fr: 'F' } }] }),
  ].map(({ schema, path }) => [path.join('.'), unwrap(schema).kind])
  expect(visited).toEqual([
    ['', 'object'],
    ['title', 'string'],
    ['people', 'array'],
    ['people.0', 'object'],
    ['people.0.name', 'string'],
    ['people.0.bio', 'object'],
    ['people.0.bio.en', 'string'],
    ['people.0.bio.fr', 'string'],
  ])
})
