/** Full-page screenshots of every route for review, saved under test-results/screenshots/. */
import { expect, routes, test, viewports, waitForHydration } from './fixtures'

const pages = [...routes, { id: 'not-found', path: '/this-page-does-not-exist' }]

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots at ${viewport.width} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      for (const route of pages) {
        await page.goto(route.path)
        await waitForHydration(page)
        await page.evaluate(() => document.fonts.ready)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.screenshot({
          path: `test-results/screenshots/${route.id}-${device}-${viewport.width}-${theme}.png`,
          fullPage: true,
        })
      }
    })
  }
}
