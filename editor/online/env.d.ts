// The online editor's settings, fixed when it is built (editor/online/astro.config.ts, settings.ts).
interface ImportMetaEnv {
  readonly EDITOR_STORAGE: string | undefined
  readonly EDITOR_PREVIEW_URL: string | undefined
}
