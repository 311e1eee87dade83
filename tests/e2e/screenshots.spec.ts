/** Full-page screenshots of every route for review, saved under test-results/screenshots/. */
import { en, expect, frenchRoutes, routes, test, viewports, waitForPageScripts } from './fixtures'
import { drawWholePage } from './whole-page'

const pages = [
  ...routes.map((route) => ({ name: route.id, path: route.path })),
  ...frenchRoutes.map((route) => ({ name: `fr-${route.id}`, path: route.path })),
  { name: 'not-found', path: '/this-page-does-not-exist' },
  { name: 'fr-not-found', path: '/fr/cette-page-n-existe-pas' },
]

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots at ${viewport.width} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      for (const route of pages) {
        await page.goto(route.path)
        await waitForPageScripts(page)
        await page.evaluate(() => document.fonts.ready)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await drawWholePage(page)
        await page.screenshot({
          path: `test-results/screenshots/${route.name}-${device}-${viewport.width}-${theme}.png`,
          fullPage: true,
        })
      }
    })
  }
}

test('screenshots of the open menu at 375 px and of the toast after sending a message', async ({ page }) => {
  await page.setViewportSize(viewports.phone)
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
    await page.goto('/services')
    await page.getByRole('button', { name: en.everyPage.menuLabel }).click()
    await expect(page.getByRole('navigation', { name: en.everyPage.mainNavLabel })).toBeVisible()
    await page.screenshot({ path: `test-results/screenshots/menu-open-phone-375-${theme}.png` })

    await page.goto('/contact')
    const { form } = en.contact
    const name = page.getByRole('textbox', { name: form.nameLabel, exact: true })
    await name.scrollIntoViewIfNeeded()
    await name.fill('Ana Silva')
    await page.getByRole('textbox', { name: form.emailLabel, exact: true }).fill('ana@example.com')
    await page.getByRole('textbox', { name: form.messageLabel, exact: true }).fill('Hello')
    await page.getByRole('button', { name: form.submitLabel }).click()
    await expect(page.getByText(form.toast.title, { exact: true })).toBeVisible()
    await page.screenshot({ path: `test-results/screenshots/toast-phone-375-${theme}.png` })
  }
})
