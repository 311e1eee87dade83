/**
 * The colour theme: the system setting unless the visitor picked one, which is kept in
 * localStorage and applied as `data-theme` on <html> by `themeScript` before first paint.
 */
import type { BrowserStorageKey } from '~/content/browser-storage'

export type Theme = 'light' | 'dark'

// A key the privacy page describes (app/content/browser-storage.ts). Only its type is imported,
// so that the browser scripts share no module, which would become a script file of its own.
export const themeStorageKey = 'theme' satisfies BrowserStorageKey

/** The page background of each theme, for <meta name="theme-color"> and the manifest (see app.css). */
export const themeColors = { light: '#fbfaf6', dark: '#0e1715' } as const

/**
 * Runs in <head> before the body is parsed, so the page never paints in the wrong theme. It
 * also marks <html> with `js`, which lets CSS tell a visitor without JavaScript what needs it.
 */
export const themeScript = `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('${themeStorageKey}');if(t==='light'||t==='dark')d.dataset.theme=t}catch(e){}})()`

export const darkSchemeQuery = '(prefers-color-scheme: dark)'

/** The theme in force: the visitor's choice, else the system's. */
export function readTheme(): Theme {
  const chosen = document.documentElement.dataset.theme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return window.matchMedia(darkSchemeQuery).matches ? 'dark' : 'light'
}

/** Applies the visitor's choice to this page and keeps it for the next ones. */
export function chooseTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme
  try {
    localStorage.setItem(themeStorageKey, theme)
  } catch {
    // Storage can be blocked (private mode, strict settings); the choice then lasts for this page.
  }
}
