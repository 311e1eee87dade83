/**
 * Every key the site writes in a visitor's browser storage. The privacy page must describe each
 * one, in both languages, or the build stops (app/content/schema/privacy.ts); the code that
 * writes one declares its key as one of these, or the type check fails (app/lib/theme.ts,
 * app/lib/web-font.ts); and a browser test fails, naming the key, when the site stores anything
 * the privacy page does not show (tests/e2e/privacy.spec.ts). A new key starts here.
 */
export const browserStorageKeys = [
  /** The visitor's choice of light or dark theme. */
  'theme',
  /** A note that this browser already has the brand font in its cache. */
  'web-font',
] as const

export type BrowserStorageKey = (typeof browserStorageKeys)[number]
