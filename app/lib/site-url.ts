import { business } from '../content/business'

/** The published origin without a trailing slash: `SITE_URL` if set, else `business.siteUrl`. */
export function resolveSiteUrl(override: string | undefined) {
  return (override || business.siteUrl).replace(/\/+$/, '')
}

/** Read at build time (astro.config.ts and the page heads); never shipped to the browser. */
export const siteUrl = resolveSiteUrl(process.env.SITE_URL)

export function absoluteUrl(path: string) {
  return `${siteUrl}${path}`
}
