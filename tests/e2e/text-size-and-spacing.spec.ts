/**
 * Text a visitor makes bigger or airier, and a narrow window: WCAG 1.4.4 (text at 200 % through
 * the browser's own font size setting, not a zoom), 1.4.12 (text spacing) and 1.4.10 (reflow at
 * 320 × 256 CSS px, a 1280 × 1024 window at 400 %). Nothing may be clipped, the page may not
 * scroll sideways, and the header's controls stay in the header bar.
 */
import { type Page } from '@playwright/test'

import { everyPagePath, expect, fr, test, waitForPageScripts } from './fixtures'
import { addVisitorStyles, pageChecks, textSpacingCss, themeLayouts } from './wcag'

const pages = everyPagePath

async function expectNothingLost(page: Page, context: string, { sideways = true } = {}) {
  expect(await page.evaluate(() => window.wcag.clippedText()), `clipped text on ${context}`).toEqual([])
  expect(await page.evaluate(() => window.wcag.headerControlsOutside()), `header controls on ${context}`).toEqual([])
  if (sideways) expect(await page.evaluate(() => window.wcag.sidewaysScroll()), `sideways scroll on ${context}`).toBe(0)
}

const everyWidth = [320, 360, 375, 414, 480, 560, 639, 640, 700, 767, 768, 900, 1024, 1280, 1440]

test('with WCAG text spacing nothing is clipped and the header keeps its controls at every width from 320 to 1440 px, and the dark theme moves nothing', async ({
  page,
}) => {
  test.slow()
  for (const path of pages) {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(path)
    await waitForPageScripts(page)
    await addVisitorStyles(page, textSpacingCss)
    await pageChecks(page)
    const themes = themeLayouts(page)
    // The header is the same on every page but for its current link and language: every
    // width on each page; the whole page at the widths the other checks use. Each, in the dark
    // theme too.
    for (const width of everyWidth) {
      await page.setViewportSize({ width, height: 812 })
      if (width === 375 || width === 1280) {
        await expectNothingLost(page, `${path} at ${width} px`)
        await themes.record(`${path} at ${width} px with text spacing`)
      } else {
        const outside = await page.evaluate(() => window.wcag.headerControlsOutside())
        expect(outside, `header controls on ${path} at ${width} px`).toEqual([])
        await themes.record(`${path} at ${width} px with text spacing`, 'header')
      }
    }
    await themes.expectSameInDark()
    if (path === '/fr/application-mobile') {
      await page.setViewportSize({ width: 375, height: 600 })
      await page.screenshot({ path: 'test-results/screenshots/text-spacing-header-fr-mobile-app-375.png' })
    }
  }
})

test('with WCAG text spacing the open menu still opens under the taller header bar at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 })
  await page.goto('/fr/application-mobile')
  await waitForPageScripts(page)
  // Text spacing makes the bar taller only where the logo's words wrap, which depends on the
  // owner's name; a visitor's larger logo text makes it taller whatever the name.
  await addVisitorStyles(page, `${textSpacingCss} header > div > a:first-child span { font-size: 1.75rem !important; }`)
  await page.getByRole('button', { name: fr.everyPage.menuLabel }).click()
  const bar = await page.getByRole('banner').boundingBox()
  // The bar is taller than its usual 4rem here: the panel must still start below it.
  expect(bar?.height ?? 0).toBeGreaterThan(65)
  const panel = await page.getByRole('navigation', { name: fr.everyPage.mainNavLabel }).boundingBox()
  expect(panel?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0) - 1)
})

test('text at 200 % through the browser font size: nothing clipped, no sideways scroll at 1280 px', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 800 })
  const session = await page.context().newCDPSession(page)
  // The setting a visitor changes in the browser's preferences (16 px by default).
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
  for (const path of pages) {
    await page.goto(path)
    await waitForPageScripts(page)
    // The page follows the setting: its root font size is the visitor's, not a fixed one.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
    await pageChecks(page)
    await expectNothingLost(page, `${path} with text at 200 %`)
  }
})

test('reflow at 320 × 256 px (400 % zoom): no sideways scroll, nothing clipped, the sticky header leaves room to read', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 320, height: 256 })
  for (const path of pages) {
    await page.goto(path)
    await waitForPageScripts(page)
    await pageChecks(page)
    await expectNothingLost(page, `${path} at 320 × 256`)
    const header = await page.getByRole('banner').boundingBox()
    expect(header?.height ?? 256, `sticky header height on ${path}`).toBeLessThanOrEqual(256 / 3)
  }
})
