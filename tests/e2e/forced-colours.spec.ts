/**
 * Windows contrast themes (forced colours): the browser drops backgrounds and paints text,
 * borders and outlines in the theme's few colours. Every control must still show its shape,
 * every card its edge, every icon the text's colour, and focus its ring; and no drawing may lie under text, which the
 * browser backs with a plain box.
 */
import {
  expect,
  formReplyPages,
  frenchRoutes,
  routes,
  test,
  viewports,
  waitForPageScripts,
  unknownPaths,
} from './fixtures'
import { pageChecks, tabThrough } from './wcag'

const pages = [...routes, ...frenchRoutes]
  .map((route) => ({ name: `${route.locale}-${route.id}`, path: route.path }))
  .concat(formReplyPages.map(({ path }) => ({ name: path, path })))
  .concat({ name: 'not-found', path: unknownPaths.en })

test.use({ forcedColors: 'active' })

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`in forced colours every control, field, card and icon keeps its edge or colour, no drawing lies under text, and focus stays visible, at ${viewport.width} px, ${theme} system theme`, async ({
      page,
    }) => {
      test.slow()
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      for (const { name, path } of pages) {
        await page.goto(path)
        await waitForPageScripts(page)
        await pageChecks(page)
        expect(await page.evaluate(() => window.wcag.forcedColourProblems()), `forced colours on ${path}`).toEqual([])
        if (name === 'en-home' || name === 'en-contact') {
          await page.screenshot({
            path: `test-results/screenshots/forced-colours-${name}-${device}-${viewport.width}-${theme}.png`,
            fullPage: true,
          })
        }
        const stops = await tabThrough(page, 'forward', 'forcedFocusRing')
        expect(stops.length, `focus stops on ${path}`).toBeGreaterThan(8)
        expect(
          stops.filter((stop) => !stop.visible).map((stop) => stop.name),
          `focus ring in forced colours on ${path}`,
        ).toEqual([])
      }
    })
  }
}
