/**
 * The online editor's config from the settings (editor/online/settings.ts): `npm run edit`'s
 * entries, kept in GitHub, with drafts and preview links. A function of its settings, so that a
 * test reads what a given EDITOR_STORAGE and EDITOR_PREVIEW_URL make (editor/online/online-config.test.ts).
 */
import { type siteEditor as SiteEditor, entryFiles } from '../keystatic.config.ts'

import { previewLink, previewPageOf, previewTemplateFrom, storageFrom } from './settings.ts'

export interface OnlineEditorSettings {
  storage: string | undefined
  previewUrl: string | undefined
}

export function onlineEditorConfig(editor: typeof SiteEditor, settings: OnlineEditorSettings) {
  const storage = storageFrom(settings.storage)
  // A Worker has no disk to save to: the online editor saves to the repository or not at all.
  if (storage.kind !== 'github') {
    throw new Error('EDITOR_STORAGE: the online editor keeps the files in GitHub: set it to github:owner/name')
  }
  const previews = previewTemplateFrom(settings.previewUrl) !== undefined
  const singletons = Object.fromEntries(
    Object.entries(editor.singletons).map(([key, entry]) => [
      key,
      previews ? { ...entry, previewUrl: previewLink(previewPageOf(entryFiles[key] ?? '')) } : entry,
    ]),
  ) as typeof editor.singletons
  return { ...editor, storage, singletons }
}
