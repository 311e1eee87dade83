/**
 * Each page ships only the CSS rules it uses (scripts/page-css.mjs). This shows that nothing a
 * visitor sees changes: every element's computed style is the same with the page's reduced
 * stylesheets as with the whole one, in both themes, at phone and desktop widths, with the menu
 * and the FAQ answers open; and the first screen, painted with its inline rules alone, is styled
 * as it is once the page's linked stylesheet has arrived.
 */
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { firstScreenEndAttribute } from '~/lib/first-screen'
import { webFontStorageKey } from '~/lib/web-font'

import { fullStylesFile, pageFileFor } from '../../scripts/site-files.mjs'
import { en, expect, frenchRoutes, routes, test, viewports, waitForPageScripts } from './fixtures'
import { drawWholePage } from './whole-page'

const fullStyles = JSON.parse(readFileSync(fullStylesFile, 'utf8')) as Record<string, string[]>
// Each page's file relative to the site's folder, as the post-build step keys fullStyles.
const builtFile = (urlPath: string) => pageFileFor(urlPath, '')
const pages = [
  ...[...routes, ...frenchRoutes].map((route) => ({ path: route.path, file: builtFile(route.path) })),
  { path: '/an-unknown-page', file: '404.html' },
  { path: '/fr/une-page-inconnue', file: 'fr/404.html' },
]

// The test swaps stylesheets, which the Content-Security-Policy would rightly refuse.
test.use({ bypassCSP: true })

/**
 * Every element's computed style, as `selector-path property: value` lines; with `firstScreen`,
 * only the elements before the first screen's end (app/lib/first-screen.ts), its ancestors aside.
 */
function computedStyles(page: Page, { firstScreen = false } = {}) {
  return page.evaluate(
    ({ firstScreen, endSelector }) => {
      const end = document.querySelector(endSelector)
      // The theme button stays hidden until its script, which runs after the page, has set its state.
      const inFirstScreen = (element: Element) =>
        end !== null &&
        (end.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0 &&
        !element.contains(end) &&
        !element.closest('[data-theme-toggle]')
      const pathOf = (element: Element) => {
        const steps: string[] = []
        for (let node: Element | null = element; node; node = node.parentElement) {
          steps.unshift(
            `${node.localName}:nth-child(${node.parentElement ? [...node.parentElement.children].indexOf(node) + 1 : 1})`,
          )
        }
        return steps.join('>')
      }
      const lines: string[] = []
      for (const element of document.querySelectorAll('html, html *')) {
        if (element.closest('head') || (firstScreen && !inFirstScreen(element))) continue
        const style = getComputedStyle(element)
        const path = pathOf(element)
        for (let index = 0; index < style.length; index++) {
          const property = style.item(index)
          lines.push(`${path} ${property}: ${style.getPropertyValue(property)}`)
        }
      }
      return lines
    },
    { firstScreen, endSelector: `[${firstScreenEndAttribute}]` },
  )
}

for (const [device, viewport] of Object.entries(viewports)) {
  // One test per page: two themes and two full style snapshots each, which took longer
  // than one test's time for all pages together on a loaded machine.
  for (const { path, file } of pages) {
    test(`the reduced stylesheets style every element of ${path} as the whole one does, ${device}`, async ({
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
        // The contact form's island hydrates as it comes into view: wait, so both snapshots see it working.
        for (const field of await page.getByRole('textbox').all()) {
          await field.scrollIntoViewIfNeeded()
          await expect(field).toBeEnabled()
        }
        await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)))
        if (viewport.width < 768) await page.getByRole('button', { name: en.common.menuLabel }).click()
        await drawWholePage(page)
        const reduced = await computedStyles(page)
        await page.evaluate((styles) => {
          document.querySelectorAll('style').forEach((style) => style.remove())
          // The linked stylesheet's element stays where it is: the rules below the first screen select by it.
          document
            .querySelectorAll('link[rel="stylesheet"]')
            .forEach((link) => ((link as HTMLLinkElement).disabled = true))
          for (const css of styles)
            document.head.append(Object.assign(document.createElement('style'), { textContent: css }))
        }, full ?? [])
        const whole = await computedStyles(page)
        const differences = reduced.filter((line, index) => line !== whole[index]).slice(0, 10)
        expect(reduced.length, `${path}, ${theme}: elements and properties`).toBe(whole.length)
        expect(differences, `${path}, ${theme}: computed styles that differ`).toEqual([])
      }
    })
  }
}

for (const [deviceIndex, [device, viewport]] of Object.entries(viewports).entries()) {
  test(`the first screen paints before the page's linked stylesheet arrives, styled as it will be, ${device}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // Each page as a first visit, in the fallback font: a returning visitor's brand font
    // (app/lib/web-font.ts) may arrive between the two snapshots, which tests/e2e/fonts.spec.ts covers.
    await page.addInitScript((key) => localStorage.removeItem(key), webFontStorageKey)
    for (const [index, { path }] of pages.filter(({ file }) => !file.endsWith('404.html')).entries()) {
      // Light and dark in turn, the other way round on the other device: both themes' rules must be inline.
      await page.emulateMedia({ colorScheme: (index + deviceIndex) % 2 ? 'dark' : 'light' })
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/assets/page.*.css', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'commit' })
      await expect(page.getByRole('heading', { level: 1 }), `${path}: the first screen is drawn`).toBeVisible()
      await expect(page.locator(`link[rel="stylesheet"][${firstScreenEndAttribute}]`), path).toHaveCount(1)
      // The parser waits at the stylesheet: nothing after it is on the page yet.
      await expect(page.getByRole('contentinfo'), `${path}: the footer, still to come`).toHaveCount(0)
      const before = await computedStyles(page, { firstScreen: true })
      release()
      await page.waitForLoadState('load')
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      const after = await computedStyles(page, { firstScreen: true })
      expect(before.length, `${path}: first-screen elements and properties`).toBeGreaterThan(1000)
      expect(before.length, path).toBe(after.length)
      expect(
        before.filter((line, index) => line !== after[index]).slice(0, 10),
        `${path}: first-screen styles that change when the linked stylesheet arrives`,
      ).toEqual([])
      await page.unrouteAll()
    }
  })
}
