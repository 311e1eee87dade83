/**
 * French typography on every French page, in everything a visitor or a screen reader meets:
 * the visible text (and the text only screen readers get), alt, aria-label, title and
 * placeholder attributes, the text of a <noscript>, the <title> and the description and
 * social-card tags (the image's alt included). One miss fails the test; the counts are printed.
 */
import type { Page } from '@playwright/test'

import { languageTags } from '~/content/pages'

import { expect, frenchRoutes, test, waitForPageScripts } from './fixtures'
import { checkFrenchTypography } from './french-typography'

/** The French pages, and the not-found page as a French path answers it. */
const pages = [...frenchRoutes.map((route) => route.path), '/fr/page-inexistante']

interface TextRun {
  where: string
  text: string
}

/** Every run of French text on the page, text nodes joined within their block (as they are read). */
function frenchTextRuns(page: Page) {
  return page.evaluate((): TextRun[] => {
    const isFrench = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang')?.startsWith('fr')
    const describe = (element: Element) =>
      `<${element.localName}${element.id ? `#${element.id}` : ''}> in ${element.closest('main, header, footer, head, body')?.localName}`
    const isBlock = (element: Element) => {
      const display = getComputedStyle(element).display
      return !display.startsWith('inline') && display !== 'contents'
    }
    const blockOf = (element: Element) => {
      let current: Element = element
      while (!isBlock(current) && current.parentElement) current = current.parentElement
      return current
    }
    const runs: TextRun[] = []
    const textOfBlocks = (root: Node, blockFor: (parent: Element) => Element) => {
      const blocks = new Map<Element, string>()
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('script, style, noscript') || !isFrench(parent)) continue
        const block = blockFor(parent)
        blocks.set(block, (blocks.get(block) ?? '') + (node.textContent ?? ''))
      }
      for (const [block, text] of blocks) if (text.trim()) runs.push({ where: describe(block), text })
    }
    textOfBlocks(document.body, blockOf)
    // What a browser without JavaScript shows instead (parsed: with JavaScript on it is raw text).
    for (const noscript of document.querySelectorAll('noscript')) {
      if (!isFrench(noscript)) continue
      const parsed = new DOMParser().parseFromString(noscript.textContent ?? '', 'text/html').body
      runs.push({ where: '<noscript>', text: parsed.textContent ?? '' })
    }
    for (const name of ['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'aria-valuetext']) {
      for (const element of document.querySelectorAll(`body [${name}]`)) {
        if (isFrench(element))
          runs.push({ where: `${name} of ${describe(element)}`, text: element.getAttribute(name) ?? '' })
      }
    }
    // The head speaks the page's language.
    if (!isFrench(document.documentElement)) return runs
    runs.push({ where: '<title>', text: document.title })
    const metaTags = [
      'description',
      'og:title',
      'og:description',
      'og:image:alt',
      'twitter:title',
      'twitter:description',
      'twitter:image:alt',
    ]
    for (const key of metaTags) {
      const meta = document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)
      if (meta) runs.push({ where: `<meta ${key}>`, text: meta.getAttribute('content') ?? '' })
    }
    return runs
  })
}

test('French pages put a no-break space wherever French typography wants one', async ({ page }) => {
  let checked = 0
  const misses: string[] = []
  for (const path of pages) {
    await page.goto(path)
    await waitForPageScripts(page)
    // Every page is French where the visitor reads it: a page with nothing to check would pass.
    await expect.soft(page.locator('html')).toHaveAttribute('lang', languageTags.fr)
    let checkedHere = 0
    for (const run of await frenchTextRuns(page)) {
      const result = checkFrenchTypography(run.text)
      checkedHere += result.checked
      misses.push(...result.misses.map((miss) => `${path} ${run.where}: ${miss}`))
    }
    expect.soft(checkedHere, `${path}: marks checked`).toBeGreaterThan(0)
    checked += checkedHere
  }
  console.log(`French typography: ${checked} marks checked on ${pages.length} pages, ${misses.length} misses`)
  for (const miss of misses) console.log(`  ${miss}`)
  expect(misses).toEqual([])
})
