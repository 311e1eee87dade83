/**
 * The way in to the site's copy and facts, for the page entries (app/pages, app/layouts) only:
 * components get what they show as props. The owner's data files (app/content/data/*.json) are
 * read and checked once, when the build or the dev server first imports this module: a bad file
 * stops both, with every problem listed (app/content/validate.ts). `getContent(locale)` gives one
 * language's whole `SiteContent`, its facts written for it once a build (app/content/site-content.ts):
 * the pages, their head and JSON-LD, the site's files (sitemap, robots.txt, manifest) and the
 * build's own steps (the contact endpoint's settings, each page's longest texts) all read them
 * from there. Pages pick their locale from the route table (app/content/pages.ts), so the URL
 * decides and nothing is guessed.
 */
import type { Locale } from './pages'
import type { ContentData } from './schema'
import { siteContentFrom } from './site-content'
import type { SiteContent } from './types'
import { parseContentFiles } from './validate'

export type * from './types'

// Read as text, so that the checker rather than the bundler reports a file that is not valid
// JSON. The dev server watches these files: a save reloads the preview.
const files = import.meta.glob<string>('./data/*.json', { query: '?raw', import: 'default', eager: true })

const data = parseContentFiles(
  Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^.*\/|\.json$/g, ''), text])),
)
// SITE_URL publishes a preview deploy at its own origin, in place of the stored one.
const { content } = siteContentFrom(data, process.env.SITE_URL)

export function getContent(locale: Locale): SiteContent {
  return content[locale]
}

/**
 * The checked data files as stored, for the build's own steps (scripts/build-steps/from-the-content.ts):
 * a page's longest texts name their file and field.
 */
export function getContentData(): ContentData {
  return data
}
