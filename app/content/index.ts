/** The one way in to the site's copy and facts. Adding a locale touches this file only. */
import { en } from './en'
import type { Locale, SiteContent } from './types'

export { business } from './business'
export type * from './types'
export { locales } from './types'

const dictionaries = { en } satisfies Record<Locale, SiteContent>

export const defaultLocale: Locale = 'en'

export function getContent(locale: Locale = defaultLocale): SiteContent {
  return dictionaries[locale]
}

/** The copy of the page being rendered. Every route is English until a second locale lands. */
export function useContent(): SiteContent {
  return getContent(defaultLocale)
}
