import { business } from '~/content'

/** The published origin without a trailing slash: `override` (`SITE_URL`) if set, else the stored one. */
export function resolveSiteUrl(override: string | undefined, stored: string) {
  return (override || stored).replace(/\/+$/, '')
}

/** Read at build time (the page heads, sitemap and robots.txt); never shipped to the browser. */
export const siteUrl = resolveSiteUrl(process.env.SITE_URL, business.siteUrl)

export function absoluteUrl(path: string) {
  return `${siteUrl}${path}`
}
