import { brandFontFamily, fallbackFontFamily } from '~/lib/web-font'

import { en, expect, noIssues, test, waitForPageScripts } from './fixtures'

/** The family the page's text is drawn in first, and whether the brand font is ready. */
const textFont = (page: import('@playwright/test').Page) =>
  page.evaluate(
    (brand) => ({
      family: getComputedStyle(document.body).fontFamily.split(',')[0]?.replaceAll('"', '').trim(),
      brandFontLoaded:
        document.fonts.check(`16px ${brand}`) &&
        [...document.fonts].some((face) => face.family === brand && face.status === 'loaded'),
    }),
    brandFontFamily,
  )

const layoutShifts = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const found: number[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) found.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(found), 300)
      }),
  )

test('a first visit paints in the fallback font and never swaps; the next page is in the brand font from its first paint', async ({
  page,
}) => {
  const fontRequest = page.waitForRequest((request) => request.url().endsWith('.woff2'))
  await page.goto('/services')
  expect((await textFont(page)).family).toBe(fallbackFontFamily)
  // Fetched once the page has loaded and the browser is idle, for the next pages; this page keeps its font.
  await waitForPageScripts(page)
  await fontRequest
  await expect.poll(async () => (await textFont(page)).brandFontLoaded).toBe(true)
  expect((await textFont(page)).family).toBe(fallbackFontFamily)
  expect(await layoutShifts(page)).toEqual([])

  await page
    .getByRole('navigation', { name: en.everyPage.mainNavLabel })
    .getByRole('link', { name: en.everyPage.pages.about })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title)
  expect(await textFont(page)).toEqual({ family: brandFontFamily, brandFontLoaded: true })
  expect(await layoutShifts(page)).toEqual([])
})

test('the next page is in the brand font from its first paint even when the font is slow to come from the cache', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/services')
  // The brand font is fetched once the browser is idle after load (fetched by then, or under way).
  await waitForPageScripts(page)
  await expect.poll(async () => (await textFont(page)).brandFontLoaded).toBe(true)
  // The page may paint before a font read from the cache is ready: the head script preloads it,
  // which holds that paint for it.
  for (const path of ['/about', '/mobile-app', '/fr/a-propos', '/contact'])
    for (const delay of [0, 25, 50]) {
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay))
        await route.continue()
      })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const context = `${path}, font ${delay} ms late`
      expect(await textFont(page), context).toEqual({ family: brandFontFamily, brandFontLoaded: true })
      expect(await layoutShifts(page), context).toEqual([])
      await page.unrouteAll()
    }
})

test('without storage the pages keep the fallback font, with nothing broken', async ({ page, issues }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
  })
  await page.goto('/')
  // The brand font is still fetched after load (and cannot be noted): let that finish.
  await page.waitForLoadState('networkidle')
  await page.goto('/about')
  expect((await textFont(page)).family).toBe(fallbackFontFamily)
  expect(issues).toEqual(noIssues)
})
