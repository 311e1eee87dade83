import { en, expect, test, waitForPageScripts } from './fixtures'

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

test('follows the system theme, and the toggle overrides it across navigation and reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await waitForPageScripts(page)
  const toggle = page.getByRole('button', { name: en.everyPage.theme.toggle })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  const light = await background(page)

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const dark = await background(page)
  expect(dark).not.toBe(light)

  await page
    .getByRole('navigation', { name: en.everyPage.mainNavLabel })
    .getByRole('link', { name: en.everyPage.pages.about })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title)
  expect(await background(page)).toBe(dark)

  await page.reload()
  await waitForPageScripts(page)
  expect(await background(page)).toBe(dark)
  await expect(page.getByRole('button', { name: en.everyPage.theme.toggle })).toHaveAttribute('aria-pressed', 'true')
})

test('a stored choice is applied by the head script, before any of the app code runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/contact')
  const light = await background(page)
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  // Block every script file: only the inline head script can set the theme now.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
  expect(await background(page)).not.toBe(light)
})
