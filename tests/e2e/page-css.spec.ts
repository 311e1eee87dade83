/**
 * Each page ships only the CSS rules it uses (scripts/page-css.mjs). This shows that nothing a
 * visitor sees changes: every element's computed style is the same with the page's reduced
 * stylesheet as with the whole one, in both themes, at phone and desktop widths, with the menu
 * and the FAQ answers open.
 */
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { fullStylesFile, pageFileFor } from '../../scripts/site-files.mjs'
import {
  en,
  expect,
  frenchRoutes,
  routes,
  test,
  viewports,
  waitForFormToWork,
  waitForPageScripts,
  unknownPaths,
} from './fixtures'
import { drawWholePage } from './whole-page'

const fullStyles = JSON.parse(readFileSync(fullStylesFile, 'utf8')) as Record<string, string[]>
// Each page's file relative to the site's folder, as the post-build step keys fullStyles.
const builtFile = (urlPath: string) => pageFileFor(urlPath, '')
const pages = [
  ...[...routes, ...frenchRoutes].map((route) => ({ path: route.path, file: builtFile(route.path) })),
  { path: unknownPaths.en, file: '404.html' },
  { path: unknownPaths.fr, file: 'fr/404.html' },
]

// The test swaps stylesheets, which the Content-Security-Policy would rightly refuse.
test.use({ bypassCSP: true })

/**
 * Every element's computed style, and its pseudo-elements' (a `::before` or `::after` with
 * content, a field's `::placeholder`, a list item's `::marker`, an open `<details>`'s content), as
 * `selector-path property: value` lines, kept in the page under `name`: a page's snapshot is tens
 * of thousands of lines, which the page compares itself rather than send to the test. Returns how
 * many lines it took.
 *
 * Only the properties some rule of either stylesheet declares (`declared`, longhands and custom
 * properties), and each box's laid-out size: a rule that one stylesheet has and the other lacks
 * can change only what it declares, on what it matches, and every effect it has elsewhere (on
 * children through inheritance, on a `var()` that reads it, on the layout) shows in those too.
 * Reading the 400 or so properties Chromium computes took most of this spec's time. What no
 * element's style shows is not compared: a font face, or keyframes while nothing runs them.
 */
function snapshotStyles(page: Page, name: 'reduced' | 'whole', declared: string[]) {
  return page.evaluate(
    ({ name, declared }) => {
      const read = [...new Set([...declared, 'inline-size', 'block-size'])]
      const pathOf = (element: Element) => {
        const steps: string[] = []
        for (let node: Element | null = element; node; node = node.parentElement) {
          steps.unshift(
            `${node.localName}:nth-child(${node.parentElement ? [...node.parentElement.children].indexOf(node) + 1 : 1})`,
          )
        }
        return steps.join('>')
      }
      const pseudoElementsOf = (element: Element, style: CSSStyleDeclaration) => [
        ...['::before', '::after'].filter((pseudo) => {
          const content = getComputedStyle(element, pseudo).content
          return content !== 'none' && content !== 'normal'
        }),
        ...(element.matches('input, textarea') ? ['::placeholder'] : []),
        ...(style.display === 'list-item' ? ['::marker'] : []),
        ...(element.matches('details[open]') ? ['::details-content'] : []),
      ]
      const lines: string[] = []
      for (const element of document.querySelectorAll('html, html *')) {
        if (element.closest('head')) continue
        const style = getComputedStyle(element)
        const path = pathOf(element)
        for (const property of read) lines.push(`${path} ${property}: ${style.getPropertyValue(property)}`)
        for (const pseudo of pseudoElementsOf(element, style)) {
          const pseudoStyle = getComputedStyle(element, pseudo)
          for (const property of read)
            lines.push(`${path}${pseudo} ${property}: ${pseudoStyle.getPropertyValue(property)}`)
        }
      }
      ;(window as unknown as Record<string, string[]>)[`${name}Styles`] = lines
      return lines.length
    },
    { name, declared },
  )
}

/**
 * Every property a rule declares, shorthands as their longhands, in any block or at-rule: in
 * `stylesheets` (the whole one) and in the page's own.
 */
function declaredProperties(page: Page, stylesheets: string[]) {
  return page.evaluate((stylesheets) => {
    const declared = new Set<string>()
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ('style' in rule && rule.style instanceof CSSStyleDeclaration) {
          for (let index = 0; index < rule.style.length; index++) declared.add(rule.style.item(index))
        }
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) walk(rule.cssRules)
      }
    }
    for (const css of stylesheets) {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      walk(sheet.cssRules)
    }
    for (const sheet of document.styleSheets) walk(sheet.cssRules)
    return [...declared].sort()
  }, stylesheets)
}

/** The reduced snapshot's lines that differ from the whole one's, the first ten. */
function differingStyles(page: Page) {
  return page.evaluate(() => {
    const { reducedStyles = [], wholeStyles = [] } = window as unknown as Record<string, string[] | undefined>
    return reducedStyles.filter((line, index) => line !== wholeStyles[index]).slice(0, 10)
  })
}

for (const [device, viewport] of Object.entries(viewports)) {
  // One test per page: two themes and two full style snapshots each, which took longer
  // than one test's time for all pages together on a loaded machine.
  for (const { path, file } of pages) {
    test(`the reduced stylesheet styles every element of ${path} as the whole one does, ${device}`, async ({
      page,
    }) => {
      test.slow()
      await page.setViewportSize(viewport)
      const full = fullStyles[file]
      expect(full, `${file} in ${fullStylesFile}`).toBeDefined()
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
        await page.goto(path)
        await waitForPageScripts(page)
        // Both snapshots see the contact form working.
        await waitForFormToWork(page)
        await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)))
        if (viewport.width < 768) await page.getByRole('button', { name: en.everyPage.menuLabel }).click()
        await drawWholePage(page)
        const declared = await declaredProperties(page, full ?? [])
        expect(declared.length, `${file}: properties its whole stylesheet declares`).toBeGreaterThan(50)
        const reducedLines = await snapshotStyles(page, 'reduced', declared)
        await page.evaluate(async (styles) => {
          document.querySelectorAll('style').forEach((style) => style.remove())
          for (const css of styles)
            document.head.append(Object.assign(document.createElement('style'), { textContent: css }))
          // The new sheets' font faces load again, from the cache but not at once: until they
          // have, text is set in the fallback font and boxes take other sizes.
          document.body.getBoundingClientRect()
          await document.fonts.ready
        }, full ?? [])
        const wholeLines = await snapshotStyles(page, 'whole', declared)
        expect(reducedLines, `${path}, ${theme}: elements and properties`).toBe(wholeLines)
        expect(reducedLines, `${path}, ${theme}: elements and properties`).toBeGreaterThan(1000)
        expect(await differingStyles(page), `${path}, ${theme}: computed styles that differ`).toEqual([])
      }
    })
  }
}
