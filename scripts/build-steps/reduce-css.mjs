/**
 * Each page keeps only the CSS rules it uses, still inline (scripts/page-css.mjs). Its
 * stylesheets before the reduction are kept beside the site, not deployed
 * (build/full-page-styles.json): tests/e2e/page-css.spec.ts shows that the reduced ones style
 * every element exactly as the whole stylesheet does.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { inlineCodeOf } from '../inline-code.mjs'
import { withPageCss } from '../page-css.mjs'
import { clientDir, fullStylesFile } from '../site-files.mjs'

const inlineCss = (html) => inlineCodeOf(html, '').styles
const length = (styles) => styles.reduce((total, style) => total + style.length, 0)

/** Reduces the CSS of each of `htmlFiles` in place; returns the line the build prints. */
export async function reduceEachPageCss(htmlFiles) {
  const fullStyles = {}
  let cssBefore = 0
  let cssAfter = 0
  for (const file of htmlFiles) {
    const html = await readFile(file, 'utf8')
    const reduced = await withPageCss(html)
    fullStyles[path.relative(clientDir, file)] = inlineCss(html)
    cssBefore += length(inlineCss(html))
    cssAfter += length(inlineCss(reduced))
    await writeFile(file, reduced)
  }
  await writeFile(fullStylesFile, JSON.stringify(fullStyles))
  return `each page keeps only the CSS it uses, inline (${Math.round((100 * cssAfter) / cssBefore)} % of the bytes)`
}
