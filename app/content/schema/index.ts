/**
 * The one description of the owner's content, one file per data file: app/content/data/home.json
 * is described by app/content/schema/home.ts, and so on. Every data file is checked against its
 * schema (app/content/validate.ts), the site's content types are inferred from them
 * (app/content/types.ts), and the owner's editor is generated from them
 * (editor/fields-from-schema.ts): each field says once what it accepts and, as its `editor`
 * metadata, how the editor names and lays it out. The checks are the product's rules
 * (docs/product.md); each failure reads as "expected …" in the owner's words, and validate.ts
 * adds the file, the field and what it found.
 *
 * Beside the data files' schemas: the vocabulary (vocabulary.ts), the editor's metadata
 * (editor-meta.ts), the field kit (fields.ts), the parts several pages share (page-parts.ts),
 * the rules across business.json's fields (business-rules.ts), what launch-check says of a group
 * still marked "sample" (while-sample.ts) and the one reader of a schema's shape, for the editor,
 * the validator and launch-check (shape.ts). Relative imports carry their `.ts`
 * extension: `npm run launch-check` runs these files on plain Node, without Vite.
 */
import type { z } from 'astro/zod'

import { aboutSchema } from './about.ts'
import { accessibilitySchema } from './accessibility.ts'
import { businessSchema } from './business.ts'
import { contactSchema } from './contact.ts'
import { homeSchema } from './home.ts'
import { mobileAppSchema } from './mobile-app.ts'
import { notFoundSchema } from './not-found.ts'
import { privacySchema } from './privacy.ts'
import { servicesSchema } from './services.ts'
import { everyPageSchema } from './every-page.ts'
import { teamSchema } from './team.ts'
import { testimonialsSchema } from './testimonials.ts'

export type { CollegeCode, SocialNetwork, StatId, Weekday } from './vocabulary.ts'
export { daysFromTo, socialNetworkNames, statIds, weekdayNames, weekdays } from './vocabulary.ts'
export type { EditorMeta } from './editor-meta.ts'
export { editor, editorMetaOf } from './editor-meta.ts'
export type { Translated } from './fields.ts'
export { translated } from './fields.ts'
export type { PhotoKind } from './page-parts.ts'
export { photoFolders, photosFolder } from './page-parts.ts'
export type { Figure } from './business-figures.ts'
export { figureNames } from './business-figures.ts'

/** Every data file, by its name in app/content/data/ (without `.json`), with its schema. */
export const contentFileSchemas = {
  business: businessSchema,
  'every-page': everyPageSchema,
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
