// @vitest-environment node
/**
 * The editor's field definitions (keystatic.config.ts) and the content schema (schema.ts) describe
 * the same files twice: these tests keep them from drifting apart. Every data file, read through
 * Keystatic's own reader as the editor sees it, passes the schema; and every field the schema
 * knows has an editor field, and the reverse.
 */
import path from 'node:path'

import { createReader } from '@keystatic/core/reader'
import { describe, expect, test } from 'vitest'

import editorConfig from '../../keystatic.config'

import { type ContentFileName, contentFileSchemas } from './schema'

const rootDir = path.resolve(import.meta.dirname, '../..')

/** Each editor entry, by the data file it edits (its `path` ends with the file's name). */
const entries = Object.entries(editorConfig.singletons ?? {}).map(([key, singleton]) => ({
  key,
  file: (singleton.path ?? '').replace(/^app\/content\/data\//, '') as ContentFileName,
  singleton,
}))

/** The field paths a Zod schema accepts: `members[].photo.alt.en`. */
function zodFieldPaths(schema: unknown, prefix = ''): string[] {
  const def = (schema as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) =>
        zodFieldPaths(field, prefix ? `${prefix}.${key}` : key),
      )
    case 'array':
      return zodFieldPaths(def.element, `${prefix}[]`)
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return zodFieldPaths(def.innerType, prefix)
    case 'pipe':
      // z.preprocess: the schema the value is checked against comes out of the pipe.
      return zodFieldPaths(def.out, prefix)
    default:
      return [prefix]
  }
}

type EditorField = { kind: string; fields?: Record<string, EditorField>; element?: EditorField }

/** The field paths an editor entry writes, in the same notation. */
function editorFieldPaths(field: EditorField, prefix = ''): string[] {
  if (field.kind === 'object' && field.fields) {
    return Object.entries(field.fields).flatMap(([key, inner]) =>
      editorFieldPaths(inner, prefix ? `${prefix}.${key}` : key),
    )
  }
  if (field.kind === 'array' && field.element) return editorFieldPaths(field.element, `${prefix}[]`)
  return [prefix]
}

test('the editor has one entry for each data file, and no other', () => {
  expect(entries.map((entry) => entry.file).sort()).toEqual(Object.keys(contentFileSchemas).sort())
})

describe.each(entries)('$key (app/content/data/$file.json)', ({ key, file, singleton }) => {
  test('every field the schema knows has an editor field, and the reverse', () => {
    const schemaPaths = zodFieldPaths(contentFileSchemas[file]).sort()
    const editorPaths = editorFieldPaths({
      kind: 'object',
      fields: singleton.schema as Record<string, EditorField>,
    }).sort()
    expect(editorPaths).toEqual(schemaPaths)
  })

  test("the file, read through Keystatic's own reader, passes the schema", async () => {
    const reader = createReader(rootDir, editorConfig)
    const value = await reader.singletons[key as keyof typeof reader.singletons].read()
    expect(value, `Keystatic could not read app/content/data/${file}.json`).not.toBeNull()
    const result = contentFileSchemas[file].safeParse(value)
    const problems = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(problems).toEqual([])
  })
})
