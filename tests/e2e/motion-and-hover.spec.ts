/**
 * WCAG 2.3.3 (animation from interactions) and 1.4.13 (content on hover or focus). A visitor who
 * asks for less motion gets none: nothing moves on load, on hover or on focus, and pages do not
 * cross-fade (navigation.spec.ts). And hovering or focusing a control never shows anything new:
 * no tooltip, no pop-up, nothing that could cover the page or need dismissing.
 */
import { everyPagePath, expect, test, viewports, waitForPageScripts } from './fixtures'
import { pageChecks } from './wcag'

const pages = everyPagePath

/** Hovers every control and card on the page; returns what moved and what appeared. */
async function hoverEverything(page: import('@playwright/test').Page) {
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll(`${window.wcag.interactive}, main h3`)]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 1)
      .map((element, index) => {
        element.setAttribute('data-hover-target', String(index))
        return String(index)
      }),
  )
  const moved: string[] = []
  const appeared: string[] = []
  const before = await page.evaluate(() => window.wcag.shownElements())
  for (const index of targets) {
    const point = await page.evaluate((target) => {
      const element = document.querySelector(`[data-hover-target="${target}"]`)
      element?.scrollIntoView({ block: 'center', behavior: 'instant' })
      const box = element?.getBoundingClientRect()
      return box && { x: box.left + box.width / 2, y: box.top + box.height / 2 }
    }, index)
    if (!point) continue
    await page.mouse.move(point.x, point.y)
    const found = await page.evaluate((target) => {
      const hovered = document.querySelector(`[data-hover-target="${target}"]`)
      return { moving: window.wcag.movingAnimations(), shown: window.wcag.shownElements(hovered) }
    }, index)
    moved.push(...found.moving)
    const seen = new Set(before)
    appeared.push(...found.shown.filter((element) => !seen.has(element)))
  }
  return { moved: [...new Set(moved)], appeared: [...new Set(appeared)], hovered: targets.length }
}

test('with reduced motion nothing moves on load or on hover, and hovering shows nothing new, on every page', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize(viewports.desktop)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const path of pages) {
    await page.goto(path)
    await waitForPageScripts(page)
    await pageChecks(page)
    expect(await page.evaluate(() => window.wcag.movingAnimations()), `moving on load of ${path}`).toEqual([])
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
    const { moved, appeared, hovered } = await hoverEverything(page)
    expect(hovered, `controls hovered on ${path}`).toBeGreaterThan(10)
    expect(moved, `2.3.3 moving on hover on ${path}`).toEqual([])
    expect(appeared, `1.4.13 shown on hover on ${path}`).toEqual([])
  }
})

test('the same check sees the card lift and the smooth scroll when the visitor allows motion', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  await waitForPageScripts(page)
  await pageChecks(page)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
  const { moved } = await hoverEverything(page)
  expect(
    moved.filter((animation) => /^transition of (transform|translate)/.test(animation)),
    'moving on hover',
  ).not.toEqual([])
})
