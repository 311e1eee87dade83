/**
 * The online editor's Keystatic config (docs/editing.md, "Edit online"): the same entries and
 * fields as `npm run edit` (editor/keystatic.config.ts), the files kept in the site's GitHub
 * repository, every save on a draft branch, each entry with a link to its page in the draft's
 * preview. Keystatic reads its config by this name from the folder it is built in
 * (node_modules/@keystatic/astro/dist/keystatic-astro.js); the settings are fixed when it is built
 * (editor/online/astro.config.ts).
 */
import { config } from '@keystatic/core'

import { siteEditor } from '../keystatic.config.ts'

import { onlineEditorConfig } from './online-config.ts'

export default config(
  onlineEditorConfig(siteEditor, {
    storage: import.meta.env.EDITOR_STORAGE,
    previewUrl: import.meta.env.EDITOR_PREVIEW_URL,
  }),
)
