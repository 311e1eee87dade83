/**
 * The shape of a schema, read from Zod's own description of it (`schema._zod.def`): what is under
 * its wrappers, a group's fields, a list's item, a choice's values, a field's rules. Zod offers no
 * documented way to walk a schema, so this is the one module that reads its internals: the
 * editor's fields (editor/fields-from-schema.ts) and the validator's guess at a misspelt field
 * (app/content/validate.ts) both walk the schema through it, and a change in Zod is fixed here.
 */
import type { z } from 'astro/zod'

/** One rule of a schema (`.min()`, `.regex()`, a format such as `z.email()`), as Zod describes it. */
export type Rule = { check: string; error?: (issue: object) => unknown } & Record<string, unknown>

/** Zod's own description of a schema: its kind (`type`) and the parts of that kind. */
type Definition = { type: string; checks?: { _zod: { def: Rule } }[] } & Record<string, unknown>

const definitionOf = (schema: z.ZodType) => schema._zod.def as unknown as Definition

/** The wrappers a field may have around what it accepts; `optional` lets it be missing. */
const wrappers = ['optional', 'default', 'prefault', 'nullable', 'readonly']

export interface Unwrapped {
  /** What the field accepts, under its wrappers. */
  inner: z.ZodType
  /** Its kind, as Zod names it: `object`, `array`, `string`, `enum`, `number`, `boolean`, … */
  kind: string
  /** Every layer from the outside in, `inner` last: each may carry its own metadata. */
  layers: z.ZodType[]
  /** Whether a wrapper lets the field be missing. */
  optional: boolean
}

/**
 * `schema` under its wrappers: optional, a default, and the preprocessing that reads an emptied
 * field as none (a pipe, whose output is what the field accepts).
 */
export function unwrap(schema: z.ZodType): Unwrapped {
  const layers = [schema]
  let optional = false
  for (;;) {
    const current = layers.at(-1) as z.ZodType
    const definition = definitionOf(current)
    if (definition.type === 'pipe') layers.push(definition.out as z.ZodType)
    else if (wrappers.includes(definition.type)) {
      optional ||= definition.type === 'optional'
      layers.push(definition.innerType as z.ZodType)
    } else return { inner: current, kind: definition.type, layers, optional }
  }
}

/** A group's fields by their keys, under its wrappers; undefined for anything but a group. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const { inner, kind } = unwrap(schema)
  return kind === 'object' ? (definitionOf(inner).shape as Record<string, z.ZodType>) : undefined
}

/** A list's item, under its wrappers; undefined for anything but a list. */
export function itemOf(schema: z.ZodType): z.ZodType | undefined {
  const { inner, kind } = unwrap(schema)
  return kind === 'array' ? (definitionOf(inner).element as z.ZodType) : undefined
}

/** The values a choice allows, in the schema's order; undefined for anything but a choice. */
export function choicesOf(schema: z.ZodType): string[] | undefined {
  const { inner, kind } = unwrap(schema)
  return kind === 'enum' ? Object.values(definitionOf(inner).entries as Record<string, string>) : undefined
}

/**
 * The names of the fields of the group found at `path` (a data file's field path, list positions
 * as numbers), down each group's fields and each list's items; none when nothing is there.
 */
export function fieldNamesAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema
  for (const key of path) {
    if (!current) return []
    current = itemOf(current) ?? fieldsOf(current)?.[String(key)]
  }
  return current ? Object.keys(fieldsOf(current) ?? {}) : []
}

/**
 * `value` and everything in it (each group's fields, each list's items), outside in, each with the
 * schema that describes it and its path (list positions as numbers): how a reader of checked data
 * finds what the schema says of each part (app/content/stand-ins.ts).
 */
export function* valuesWithSchemas(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): Generator<{ schema: z.ZodType; value: unknown; path: PropertyKey[] }> {
  yield { schema, value, path }
  const item = itemOf(schema)
  if (item && Array.isArray(value)) {
    for (const [index, inner] of value.entries()) yield* valuesWithSchemas(item, inner, [...path, index])
    return
  }
  const fields = fieldsOf(schema)
  if (fields && value && typeof value === 'object') {
    for (const [key, field] of Object.entries(fields))
      yield* valuesWithSchemas(field, (value as Record<string, unknown>)[key], [...path, key])
  }
}

/** The rules of `schema` itself (not under its wrappers): a format such as `z.email()` is its own first rule. */
export function rulesOf(schema: z.ZodType): Rule[] {
  const definition = definitionOf(schema)
  const own = typeof definition.check === 'string' ? [definition as unknown as Rule] : []
  return [...own, ...(definition.checks ?? []).map((check) => check._zod.def)]
}

/** The message the schema gives when `rule` fails. */
export const messageOf = (rule: Rule) => String(rule.error?.({}) ?? '')
