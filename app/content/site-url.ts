/** The published origin without a trailing slash: `override` (`SITE_URL`) if set, else the stored one. */
export function resolveSiteUrl(override: string | undefined, stored: string) {
  return (override || stored).replace(/\/+$/, '')
}
