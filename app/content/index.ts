/**
 * The way in to the site's copy and facts. Shared copy (header, footer, badges) comes from
 * `useCommonContent()`; each route module imports its own page copy, so a page's JavaScript
 * carries only its own words. The locale is the route's: each route module declares it in its
 * `handle`, so the URL decides and nothing is guessed from the browser.
 */
import { useMatches } from 'react-router'

import { type Locale, type PageId, defaultLocale } from '~/lib/paths'

import { appStores as enAppStores, common as enCommon } from './en/common'
import { appStores as frAppStores, common as frCommon } from './fr/common'
import type { AppStoreButtonsContent, CommonContent } from './types'

export { business } from './business'
export type * from './types'
export { defaultLocale, locales } from '~/lib/paths'

/** What a route module exports as `handle`: its language, and which page it is. */
export interface RouteHandle {
  locale: Locale
  page: PageId
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'locale' in handle && 'page' in handle
}

/** The page being shown, or null on the not-found page (which is in English, for any URL). */
export function useRouteHandle(): RouteHandle | null {
  const match = useMatches().findLast((candidate) => isRouteHandle(candidate.handle))
  return match && isRouteHandle(match.handle) ? match.handle : null
}

export function useLocale(): Locale {
  return useRouteHandle()?.locale ?? defaultLocale
}

const commonByLocale: Record<Locale, { common: CommonContent; appStores: AppStoreButtonsContent }> = {
  en: { common: enCommon, appStores: enAppStores },
  fr: { common: frCommon, appStores: frAppStores },
}

/** Shared copy for a locale, where hooks cannot run (route `meta` functions). */
export function getCommonContent(locale: Locale = defaultLocale) {
  return { locale, ...commonByLocale[locale] }
}

export function useCommonContent() {
  return getCommonContent(useLocale())
}
