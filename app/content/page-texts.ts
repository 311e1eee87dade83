/**
 * Which data files hold the words of each page, and a page's longest texts in one language: what
 * the build names when a page grows too heavy to arrive in a phone's first round trip
 * (scripts/page-weight.mjs). The pages read these files as app/content/site-content.ts puts them
 * together.
 */
import { type Locale, type PageId, byPage, locales, pageTable } from './pages.ts'
import type { ContentData, ContentFileName } from './schema/index.ts'
import { type ContentProblem, contentFilePath, fieldPath } from './validate.ts'

/** Each page's data files (app/content/pages.ts: a name there that is no data file fails the typecheck here), and the not-found page's. */
const pageDataFiles: Record<PageId | 'notFound', readonly ContentFileName[]> = {
  ...byPage((page) => pageTable[page].dataFiles satisfies readonly ContentFileName[]),
  notFound: ['not-found'],
}

/** On every page: every-page.json's words (menu, footer, labels) and the business's (the footer's address). */
const everyPageDataFiles = ['every-page', 'business'] as const satisfies readonly ContentFileName[]

export type LongText = Omit<ContentProblem, 'message'> & { characters: number }

/** The `count` longest texts `page` shows in `locale`, longest first, each with its file and field. */
function longestTexts(content: ContentData, page: keyof typeof pageDataFiles, locale: Locale, count = 3) {
  const texts: LongText[] = []
  const walk = (value: unknown, path: PropertyKey[], file: string) => {
    if (typeof value === 'string') {
      if (path.at(-1) === locale) texts.push({ file, field: fieldPath(path), characters: [...value].length })
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        walk(inner, [...path, Array.isArray(value) ? Number(key) : key], file)
    }
  }
  for (const name of [...pageDataFiles[page], ...everyPageDataFiles]) walk(content[name], [], contentFilePath(name))
  return texts.sort((a, b) => b.characters - a.characters).slice(0, count)
}

export type LongestTexts = Record<keyof typeof pageDataFiles, Record<Locale, LongText[]>>

/** Each page's three longest texts in each language. */
export function longestTextsOfEveryPage(content: ContentData): LongestTexts {
  const inEachLocale = (page: keyof typeof pageDataFiles) =>
    Object.fromEntries(locales.map((locale) => [locale, longestTexts(content, page, locale)])) as Record<
      Locale,
      LongText[]
    >
  return Object.fromEntries(
    (Object.keys(pageDataFiles) as (keyof typeof pageDataFiles)[]).map((page) => [page, inEachLocale(page)]),
  ) as LongestTexts
}
