/**
 * The way in to the site's copy and facts: `getContent(locale)` gives one language's whole
 * `SiteContent`, and `business` the facts every language shares. Pages pick their locale from
 * the route table (app/lib/paths.ts), so the URL decides and nothing is guessed from the browser.
 */
import type { Locale } from './pages'

import { en } from './en'
import { fr } from './fr'
import type { SiteContent } from './types'

export { business } from './business'
export type * from './types'

const siteContent: Record<Locale, SiteContent> = { en, fr }

export function getContent(locale: Locale): SiteContent {
  return siteContent[locale]
}
