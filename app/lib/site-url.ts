// Relative imports: react-router.config.ts loads this file, and its loader knows no `~` alias.
import { business } from '../content/business'

/** The published origin without a trailing slash: `VITE_SITE_URL` if set, else `business.siteUrl`. */
export function resolveSiteUrl(override: string | undefined) {
  return (override || business.siteUrl).replace(/\/+$/, '')
}

export const siteUrl = resolveSiteUrl(import.meta.env.VITE_SITE_URL)

export function absoluteUrl(path: string) {
  return `${siteUrl}${path}`
}
