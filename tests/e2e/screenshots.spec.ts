/** Full-page screenshots of every route for review, saved under test-results/screenshots/. */
import { expect, frenchRoutes, routes, test, viewports, waitForHydration } from './fixtures'

const pages = [
  ...routes.map((route) => ({ name: route.id, path: route.path })),
  ...frenchRoutes.map((route) => ({ name: `fr-${route.id}`, path: route.path })),
  { name: 'not-found', path: '/this-page-does-not-exist' },
]

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
          path: `test-results/screenshots/${route.name}-${device}-${viewport.width}-${theme}.png`,
          fullPage: true,
        })
      }
    })
  }
}
