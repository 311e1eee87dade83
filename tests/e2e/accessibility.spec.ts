/**
 * Every page in both languages, with the contact form's reply pages and the not-found page, at
 * 375 and 1280 px, in both themes, each page loaded once for all of these (a load and its waits
 * cost as much as a check):
 * - a full-page screenshot for review, under test-results/screenshots/;
 * - axe-core, the WCAG 2.2 A/AA rules and best practices (axe.ts);
 * - WCAG 2.4.7 (focus visible), 2.4.11 (focus not obscured) and 1.4.11 (non-text contrast of the
 *   focus ring, field borders and controls' edges), Tab and Shift+Tab through the whole page;
 * - Windows contrast themes (forced colours): the browser drops backgrounds and paints text,
 *   borders and outlines in the theme's few colours. Every control must still show its shape,
 *   every card its edge, every icon the text's colour, and focus its ring; and no drawing may lie
 *   under text, which the browser backs with a plain box.
 */
import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import {
  en,
  expect,
  formReplyPages,
  frenchRoutes,
  routes,
  test,
  unknownPaths,
  viewports,
  waitForFormToWork,
  waitForPageScripts,
} from './fixtures'
import { pageChecks, tabThrough } from './wcag'
import { drawWholePage, saveWholePageScreenshot } from './whole-page'

// Each language's pages, with the name its screenshots take; the contact form's reply pages (their
// screenshots are contact-delivery.spec.ts's) and the not-found page.
const pagesByLanguage = {
  en: [
    ...routes.map((route) => ({ path: route.path, shot: route.id })),
    ...formReplyPages.filter((page) => page.locale === 'en').map(({ path }) => ({ path, shot: undefined })),
    { path: unknownPaths.en, shot: 'not-found' },
  ],
  fr: [
    ...frenchRoutes.map((route) => ({ path: route.path, shot: `fr-${route.id}` })),
    ...formReplyPages.filter((page) => page.locale === 'fr').map(({ path }) => ({ path, shot: undefined })),
    { path: unknownPaths.fr, shot: 'fr-not-found' },
  ],
}
// Forced colours' screenshots: a page of cards and bands, and the form.
const forcedColoursShots = new Set(['home', 'contact'])

/** Loads `path` and waits until it is as a visitor first meets it, drawn whole. */
async function load(page: Page, path: string) {
  await page.goto(path)
  await waitForPageScripts(page)
  await page.evaluate(() => document.fonts.ready)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await drawWholePage(page)
}

/** 2.4.7, 2.4.11 and 1.4.11: the focus ring at every stop both ways, and the edges of fields and controls. */
async function expectFocusVisible(page: Page, path: string) {
  expect(await page.evaluate(() => window.wcag.weakControlEdges()), `1.4.11 edges on ${path}`).toEqual([])
  const stopsBothWays: number[] = []
  for (const direction of ['forward', 'backward'] as const) {
    const stops = await tabThrough(page, direction, 'focusReport')
    stopsBothWays.push(stops.length)
    // The skip link, the header's controls, the footer's links at the least.
    expect(stops.length, `focus stops on ${path}`).toBeGreaterThan(8)
    const context = `${path} tabbing ${direction}`
    expect(
      stops
        .filter((stop) => stop.indicatorContrast < 3)
        .map((stop) => `${stop.name}: ${stop.outlineStyle} ${stop.indicatorContrast.toFixed(2)}:1`),
      `2.4.7 / 1.4.11 focus ring on ${context}`,
    ).toEqual([])
    expect(
      stops.filter((stop) => stop.hidden).map((stop) => stop.name),
      `2.4.11 focus hidden on ${context}`,
    ).toEqual([])
  }
  // 2.1.2: no trap; what Tab reaches, Shift+Tab reaches too. 3.2.1: focus alone opened nothing.
  expect(stopsBothWays[0], `stops forward and backward on ${path}`).toBe(stopsBothWays[1])
  expect(new URL(page.url()).pathname, `still on ${path} after tabbing`).toBe(path)
}

/** In forced colours: every edge and icon kept, no drawing under text, and focus visible at every stop. */
async function expectForcedColoursKept(page: Page, path: string, screenshot?: string) {
  expect(await page.evaluate(() => window.wcag.forcedColourProblems()), `forced colours on ${path}`).toEqual([])
  if (screenshot) await saveWholePageScreenshot(page, screenshot)
  const stops = await tabThrough(page, 'forward', 'forcedFocusRing')
  expect(stops.length, `focus stops on ${path}`).toBeGreaterThan(8)
  expect(
    stops.filter((stop) => !stop.visible).map((stop) => stop.name),
    `focus ring in forced colours on ${path}`,
  ).toEqual([])
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [locale, pages] of Object.entries(pagesByLanguage)) {
      test(`on every ${locale} page at ${viewport.width} px in the ${theme} theme, axe finds no violation, every focus stop shows a 3:1 focus ring the sticky header never hides, every field and control edge has 3:1 contrast, and in forced colours every control, field, card and icon keeps its edge or colour, no drawing lies under text, and focus stays visible`, async ({
        page,
      }) => {
        // Ten pages, each checked four ways: 26–32 s with two at a time and nothing else running
        // here, and up to twice that beside the other checks of `npm test`. Three minutes keeps a
        // real hang failing.
        test.setTimeout(180_000)
        await page.setViewportSize(viewport)
        for (const { path, shot } of pages) {
          const where = `${path} at ${viewport.width} px, ${theme}`
          await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce', forcedColors: 'none' })
          await test.step(`${path}: load`, () => load(page, path))
          if (shot) {
            await test.step(`${path}: screenshot`, () =>
              saveWholePageScreenshot(
                page,
                `test-results/screenshots/${shot}-${device}-${viewport.width}-${theme}.png`,
              ))
          }
          // axe on the page as it arrives, the contact form not yet working; the focus checks on
          // the working form, whose fields are in the tab order.
          await test.step(`${path}: axe`, () => expectNoAxeViolations(page, where))
          await test.step(`${path}: focus`, async () => {
            if ((await waitForFormToWork(page)) > 0) await page.evaluate(() => window.scrollTo(0, 0))
            await pageChecks(page)
            await expectFocusVisible(page, path)
          })
          // The same page in a contrast theme, which the browser applies as it is switched on, seen
          // as it loads: from its top (the sticky header lies over other text further down) with
          // nothing focused.
          await page.evaluate(() => {
            ;(document.activeElement as HTMLElement | null)?.blur()
            window.scrollTo(0, 0)
          })
          await page.emulateMedia({ forcedColors: 'active' })
          expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colours on').toBe(
            true,
          )
          const forcedShot =
            locale === 'en' && shot && forcedColoursShots.has(shot)
              ? `test-results/screenshots/forced-colours-en-${shot}-${device}-${viewport.width}-${theme}.png`
              : undefined
          await test.step(`${path}: forced colours`, () => expectForcedColoursKept(page, path, forcedShot))
        }
      })
    }
  }
}

test('axe finds no violation with the mobile menu open', async ({ page }) => {
  await page.setViewportSize(viewports.phone)
  await page.goto('/services')
  await waitForPageScripts(page)
  await page.getByRole('button', { name: en.everyPage.menuLabel }).click()
  await expectNoAxeViolations(page, '/services with the menu open')
})
