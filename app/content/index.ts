/**
 * The way in to the site's copy and facts. Shared copy (header, footer, badges) comes from
 * `useCommonContent()`; each route imports its own page module and picks the locale with
 * `useLocalized()`, so a page's JavaScript carries only its own words. A `Record<Locale, …>`
 * per page makes a missing translation a type error.
 */
import { appStores as enAppStores, common as enCommon } from './en/common'
import type { AppStoreButtonsContent, CommonContent, Locale } from './types'

export { business } from './business'
export type * from './types'
export { locales } from './types'

export const defaultLocale: Locale = 'en'

export type Localized<T> = Record<Locale, T>

/** The locale of the page being rendered. Every route is English until a second locale lands. */
export function useLocale(): Locale {
  return defaultLocale
}

export function localized<T>(byLocale: Localized<T>, locale: Locale = defaultLocale): T {
  return byLocale[locale]
}

export function useLocalized<T>(byLocale: Localized<T>): T {
  return localized(byLocale, useLocale())
}

const commonByLocale: Localized<{ common: CommonContent; appStores: AppStoreButtonsContent }> = {
  en: { common: enCommon, appStores: enAppStores },
}

/** Shared copy for a locale, where hooks cannot run (route `meta` functions). */
export function getCommonContent(locale: Locale = defaultLocale) {
  return { locale, ...localized(commonByLocale, locale) }
}

export function useCommonContent() {
  return getCommonContent(useLocale())
}
