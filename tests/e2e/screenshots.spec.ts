/**
 * Screenshots for review of states no page starts in, saved under test-results/screenshots/ (each
 * page's own, at each width and theme, are taken where accessibility.spec.ts checks it).
 */
import { en, expect, test, viewports } from './fixtures'

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
