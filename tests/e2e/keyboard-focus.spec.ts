/**
 * WCAG 2.4.7 (focus visible), 2.4.11 (focus not obscured), 1.4.11 (non-text contrast of the
 * focus ring, field borders and controls' edges), on every page in both languages, at 375 and
 * 1280 px, in both themes: one load of each page checks them all.
 */
import { everyPagePath, expect, test, viewports, waitForPageScripts } from './fixtures'
import { pageChecks, tabThrough } from './wcag'

const pages = everyPagePath

for (const viewport of Object.values(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every focus stop shows a 3:1 focus ring the sticky header never hides, and every field and control edge has 3:1 contrast, at ${viewport.width} px in the ${theme} theme`, async ({
      page,
    }) => {
      test.slow()
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      for (const path of pages) {
        await page.goto(path)
        await waitForPageScripts(page)
        // The contact form's island hydrates as it comes into view: until then its fields are
        // disabled and out of the tab order.
        for (const field of await page.getByRole('textbox').all()) {
          await field.scrollIntoViewIfNeeded()
          await expect(field).toBeEnabled()
        }
        await pageChecks(page)
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
    })
  }
}
