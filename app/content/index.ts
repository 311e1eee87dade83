/**
 * The way in to the site's copy and facts, for the page entries (app/pages, app/layouts) only:
 * components get what they show as props. The owner's data files (app/content/data/*.json) are
 * read and checked once, when the build or the dev server first imports this module: a bad file
 * stops both, with every problem listed (app/content/validate.ts). `getContent(locale)` gives one
 * language's whole `SiteContent`, its facts written for it; `business` the facts as stored, for
 * the head, the structured data and the site's files (sitemap, manifest). Pages pick their locale
 * from the route table (app/lib/paths.ts), so the URL decides and nothing is guessed.
 */
import { resolveSiteUrl } from './site-url'

import type { Locale } from './pages'
import { siteContentFrom } from './site-content'
import type { Business, SiteContent } from './types'
import { parseContentFiles } from './validate'

export type * from './types'

// Read as text, so that the checker rather than the bundler reports a file that is not valid
// JSON. The dev server watches these files: a save reloads the preview.
const files = import.meta.glob<string>('./data/*.json', { query: '?raw', import: 'default', eager: true })

const site = siteContentFrom(
  parseContentFiles(
    Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^.*\/|\.json$/g, ''), text])),
  ),
)

/** The business's facts as stored, published at `siteUrl` (SITE_URL overrides the stored one for a preview deploy). */
export const business: Business = {
  ...site.business,
  siteUrl: resolveSiteUrl(process.env.SITE_URL, site.business.siteUrl),
}

export function getContent(locale: Locale): SiteContent {
  return site.content[locale]
}
