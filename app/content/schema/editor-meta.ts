/**
 * What the owner's editor shows of a field: its name, its hint, its layout. Each field of the
 * schema carries it as metadata, and editor/fields-from-schema.ts builds the editor from it.
 */
import type { z } from 'astro/zod'

/** How the owner's editor presents a field (editor/fields-from-schema.ts reads it). */
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
