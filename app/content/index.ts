/**
 * The way in to the site's copy and facts. The owner's data files (app/content/data/*.json) are
 * read and checked once, when the build or the dev server first imports this module: a bad file
 * stops both, with every problem listed (app/content/validate.ts). `getContent(locale)` gives one
 * language's whole `SiteContent`; `business` the facts every language shares. Pages pick their
 * locale from the route table (app/lib/paths.ts), so the URL decides and nothing is guessed.
 */
import type { Locale } from './pages'

import { siteContentFrom } from './site-content'
import type { SiteContent } from './types'
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

/** The business's facts, as the owner stored them; app/lib/format.ts writes them out per language. */
export const business = site.business

export function getContent(locale: Locale): SiteContent {
  return site.content[locale]
}
