import { en, expect, routes, test } from './fixtures'

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [375, 1280]) {
    test(`every page links to every page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const route of routes) {
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
        const nav = page.getByRole('navigation', { name: en.common.mainNavLabel })
        for (const target of routes) {
          await expect(nav.getByRole('link', { name: target.name })).toBeVisible()
        }
        await expect(nav.getByRole('link', { name: route.name })).toHaveAttribute('aria-current', 'page')
        // Controls that need JavaScript are not offered.
        await expect(page.getByRole('button', { name: en.common.menuLabel })).toBeHidden()
        await expect(page.getByRole('button', { name: en.common.theme.toggle })).toBeHidden()
      }
    })
  }

  test('the header links work', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: en.common.mainNavLabel }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.services.hero.title)
  })
})
