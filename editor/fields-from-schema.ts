/**
 * The owner's editor, generated from the content schema (app/content/schema/): each data file
 * becomes one Keystatic entry, and each field of its schema one editor field, with the label,
 * hint and layout the schema's `editor()` metadata gives it. What a field accepts decides what
 * kind of field it is:
 *
 *   text → a text box (several lines when `multiline`)    a choice of values → a drop-down
 *   a text with `photoFolder` → a photo upload              true or false → a checkbox
 *   a number → a number box (whole numbers when it must)   a group → its fields, in one row when `sideBySide`
 *   a list → a list, named item by item                    optional → may be left empty
 *
 * Where Keystatic can hold a rule in the form itself, before the save, the field holds the
 * schema's first such rule with the schema's own message: a text's pattern (a phone's "+", an
 * HH:MM time, a postal code, an e-mail) or its minimum length (a translation left empty). The
 * build still checks everything (app/content/validate.ts). The schema is read through
 * app/content/schema/shape.ts, as the validator reads it. Only the editor's config
 * (editor/keystatic.config.ts) and its tests import this file: nothing of it reaches the site.
 */
import { type ComponentSchema, fields, singleton } from '@keystatic/core'
import type { z } from 'astro/zod'

import {
  type ContentFileName,
  type EditorMeta,
  contentFileSchemas,
  editorMetaOf,
  photosFolder,
} from '../app/content/schema/index.ts'
import { choicesOf, fieldsOf, itemOf, messageOf, rulesOf, unwrap } from '../app/content/schema/shape.ts'
import { contentDataFolder } from '../app/content/validate.ts'

/** A field's editor metadata, gathered over its wrappers: the outer layer's word wins. */
const editorMetaOver = (layers: z.ZodType[]): EditorMeta =>
  Object.assign({}, ...layers.toReversed().map((layer) => editorMetaOf(layer)))

/**
 * The first rule of a text that a pattern can hold, with its message: a pattern of the schema's
 * own (a format such as z.email() is one), or a minimum length. An optional text may also stay empty.
 */
function textPattern(schema: z.ZodType, mayBeEmpty: boolean) {
  for (const rule of rulesOf(schema)) {
    const regex =
      rule.check === 'string_format' && rule.pattern instanceof RegExp
        ? rule.pattern
        : rule.check === 'min_length'
          ? new RegExp(`^[\\s\\S]{${Number(rule.minimum)},}$`)
          : undefined
    if (regex)
      return { regex: mayBeEmpty ? new RegExp(`^$|${regex.source}`, regex.flags) : regex, message: messageOf(rule) }
  }
  return undefined
}

/** A number's bounds, as the editor's number box takes them (whole numbers: an exclusive bound moves by one). */
function numberBounds(schema: z.ZodType, whole: boolean) {
  const bounds: { min?: number; max?: number } = {}
  for (const rule of rulesOf(schema)) {
    const value = Number(rule.value)
    const step = rule.inclusive ? 0 : whole ? 1 : undefined
    if (step === undefined) continue
    if (rule.check === 'greater_than') bounds.min = value + step
    if (rule.check === 'less_than') bounds.max = value - step
  }
  return bounds
}

/** A list's length limits. */
function listLength(schema: z.ZodType) {
  const length: { min?: number; max?: number } = {}
  for (const rule of rulesOf(schema)) {
    if (rule.check === 'min_length') length.min = Number(rule.minimum)
    if (rule.check === 'max_length') length.max = Number(rule.maximum)
    if (rule.check === 'length_equals') length.min = length.max = Number(rule.length)
  }
  return length
}

/** What Keystatic hands a list's `itemLabel`: each field of the item, with its value. */
type ItemProps = { fields?: Record<string, ItemProps>; value?: unknown }

/** The English side of a translated field, or of the item's first translated field: how a list names its items. */
function englishOf(item: ItemProps): string {
  if (item.fields && 'en' in item.fields) return String(item.fields.en?.value ?? '')
  for (const inner of Object.values(item.fields ?? {})) {
    const text = englishOf(inner)
    if (text) return text
  }
  return ''
}

/** The editor field for `schema`, found under `key` in its group; inside an optional group it may be left empty. */
function editorField(key: string, schema: z.ZodType, insideOptional = false): ComponentSchema {
  const { inner, kind, layers, optional } = unwrap(schema)
  const meta = editorMetaOver(layers)
  const mayBeEmpty = optional || insideOptional
  const label = meta.label ?? key
  const description = meta.hint

  switch (kind) {
    case 'object': {
      const children = editorFieldsOf(fieldsOf(inner) ?? {}, mayBeEmpty)
      const count = Object.keys(children).length
      return fields.object(children, {
        label: meta.label,
        description,
        layout: meta.sideBySide ? Array.from({ length: count }, () => 12 / count) : undefined,
      })
    }
    case 'array': {
      const named = meta.itemLabel
      return fields.array(editorField(key, itemOf(inner) as z.ZodType), {
        label,
        description,
        itemLabel: (props) => {
          const item = props as ItemProps
          const name = named
            ? named.map((field) => String(item.fields?.[field]?.value ?? '')).join('–')
            : englishOf(item)
          return name || 'New item'
        },
        validation: { length: listLength(inner) },
      })
    }
    case 'string': {
      if (meta.photoFolder) {
        const directory = `${photosFolder}/${meta.photoFolder}`
        return fields.image({ label, description, directory, publicPath: `/${directory}/` })
      }
      return fields.text({
        label,
        description,
        multiline: meta.multiline,
        validation: { pattern: textPattern(inner, mayBeEmpty) },
      })
    }
    case 'enum': {
      const options = (choicesOf(inner) ?? []).map((value) => ({
        label: value,
        value,
      }))
      if (mayBeEmpty)
        return fields.select({
          label,
          description,
          options: [{ label: 'None', value: '' }, ...options],
          defaultValue: '',
        })
      return fields.select({ label, description, options, defaultValue: meta.initialChoice ?? options[0]?.value ?? '' })
    }
    case 'boolean':
      return fields.checkbox({ label, description })
    case 'number': {
      const whole = rulesOf(inner).some((rule) => rule.check === 'number_format')
      const validation = numberBounds(inner, whole)
      return whole
        ? fields.integer({ label, description, validation })
        : fields.number({ label, description, validation })
    }
    default:
      throw new Error(`editor/fields-from-schema.ts has no editor field for "${key}", a ${kind}`)
  }
}

function editorFieldsOf(shape: Record<string, z.ZodType>, insideOptional = false) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, editorField(key, field, insideOptional)]),
  ) as Record<string, ComponentSchema>
}

/** The editor's fields for a group of the schema: one for each of its fields. */
export function editorFields(schema: z.ZodType) {
  return editorFieldsOf(fieldsOf(schema) ?? {})
}

/** The editor's entry for one data file: its fields, as its file in app/content/schema/ describes them. */
export function editorEntry(file: ContentFileName) {
  const schema = contentFileSchemas[file]
  return singleton({
    label: editorMetaOf(schema)?.label ?? file,
    path: `${contentDataFolder}/${file}`,
    format: { data: 'json' },
    schema: editorFields(schema),
  })
}
