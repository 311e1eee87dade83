// @vitest-environment node
/**
 * A group the owner can leave marked "sample" is listed by `npm run launch-check` only if its
 * schema says what to tell the owner (while-sample.ts): a new one without its words would pass the
 * check unseen. The figures are the exception, listed as claims (app/content/stand-ins.ts).
 */
import { expect, test } from 'vitest'

import { fieldPath } from '../validate.ts'

import { type ContentFileName, contentFileSchemas } from './index.ts'
import { fieldsOf, itemOf } from './shape.ts'
import { sampleMessageOf } from './while-sample.ts'
import type { z } from 'astro/zod'

/** The path of every group in `schema` with a `sample` box, and whether it has launch-check's words. */
function sampleGroups(schema: z.ZodType, path: PropertyKey[] = []): { field: string; said: boolean }[] {
  const item = itemOf(schema)
  if (item) return sampleGroups(item, [...path, 0])
  const fields = fieldsOf(schema) ?? {}
  const own = 'sample' in fields ? [{ field: fieldPath(path), said: sampleMessageOf(schema) !== undefined }] : []
  return [...own, ...Object.entries(fields).flatMap(([key, field]) => sampleGroups(field, [...path, key]))]
}

test('every group with a "sample" box but the figures says what launch-check tells the owner while it is ticked', () => {
  const unsaid = (Object.keys(contentFileSchemas) as ContentFileName[]).flatMap((name) =>
    sampleGroups(contentFileSchemas[name])
      .filter((group) => !group.said)
      .map((group) => `${name} › ${group.field}`),
  )
  expect(unsaid.length).toBeGreaterThan(0)
  expect(unsaid.filter((field) => !field.startsWith('business › figures › '))).toEqual([])
})
