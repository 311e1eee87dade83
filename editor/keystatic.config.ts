/**
 * The owner's editor (`npm run edit`, docs/editing.md): an entry for each data file, listed as the
 * page table orders the pages (app/content/pages.ts). Every field, its label, hint and layout come from the content
 * schema (app/content/schema/) through editor/fields-from-schema.ts; its tests read every data
 * file through this config (editor/fields-from-schema.test.ts). Keystatic looks for its config at
 * the project's root: keystatic.config.ts there re-exports this one.
 */
import { config } from '@keystatic/core'

import { pageIds, pageTable } from '../app/content/pages.ts'
import { type ContentFileName, contentFileSchemas } from '../app/content/schema/index.ts'

import { editorEntry } from './fields-from-schema.ts'

/** An entry's key, in the editor's addresses (/keystatic/singleton/mobileApp): its data file's name in camel case. */
const entryKey = (file: ContentFileName) => file.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

/** Each page's own data file, in the menus' order (app/content/pages.ts), then the not-found page's. */
const pageFiles: ContentFileName[] = [...pageIds.map((page) => pageTable[page].dataFiles[0]), 'not-found']
/** The words on every page: the menu, the footer, the labels. */
const everyPageFiles: ContentFileName[] = ['every-page']
/** The facts, then the files pages share with the business (the team, the testimonials). */
const businessFiles = (Object.keys(contentFileSchemas) as ContentFileName[])
  .filter((file) => !pageFiles.includes(file) && !everyPageFiles.includes(file))
  .sort((a, b) => Number(b === 'business') - Number(a === 'business'))

/** The data file each entry edits, by the entry's key: the online editor links each to its page. */
export const entryFiles = Object.fromEntries(
  [...pageFiles, ...businessFiles, ...everyPageFiles].map((file) => [entryKey(file), file]),
) as Record<string, ContentFileName>

/**
 * Everything but where the files are kept: `npm run edit` keeps them on the owner's disk (below),
 * the online editor in the site's GitHub repository (editor/online/keystatic.config.ts).
 */
export const siteEditor = {
  // French menus when the owner's system speaks French (editor/locale.mjs, editor/astro.edit.config.ts).
  locale: import.meta.env.PUBLIC_EDITOR_LOCALE === 'fr-FR' ? ('fr-FR' as const) : ('en-US' as const),
  ui: {
    brand: { name: 'Site editor' },
    navigation: {
      Pages: pageFiles.map(entryKey),
      'The business': businessFiles.map(entryKey),
      'Every page': everyPageFiles.map(entryKey),
    },
  },
  singletons: Object.fromEntries(Object.entries(entryFiles).map(([key, file]) => [key, editorEntry(file)])),
}

export default config({ storage: { kind: 'local' }, ...siteEditor })
