import { expectNoAxeViolations } from './axe'
import {
  en,
  expect,
  formReplyPages,
  frenchRoutes,
  routes,
  test,
  unknownPaths,
  viewports,
  waitForPageScripts,
} from './fixtures'

const replyPagesIn = (locale: string) => formReplyPages.filter((page) => page.locale === locale).map(({ path }) => path)
// Each language's pages, the contact form's reply pages and its not-found page.
const pagesByLanguage = {
  en: [...routes.map((route) => route.path), ...replyPagesIn('en'), unknownPaths.en],
  fr: [...frenchRoutes.map((route) => route.path), ...replyPagesIn('fr'), unknownPaths.fr],
}

for (const viewport of Object.values(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [locale, pages] of Object.entries(pagesByLanguage)) {
      test(`axe finds no violation on the ${locale} pages at ${viewport.width} px in the ${theme} theme`, async ({
        page,
      }) => {
        // Eight pages in one browser page: twelve took 20–29 s here, and one fresh-clone run passed
        // the default 30 s. Three times the timeout keeps a real hang failing.
        test.slow()
        await page.setViewportSize(viewport)
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
        for (const path of pages) {
          await page.goto(path)
          await waitForPageScripts(page)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await expectNoAxeViolations(page, `${path} at ${viewport.width} px, ${theme}`)
        }
      })
    }
  }
}

test('axe finds no violation with the mobile menu open', async ({ page }) => {
  await page.setViewportSize(viewports.phone)
  await page.goto('/services')
  await waitForPageScripts(page)
  await page.getByRole('button', { name: en.everyPage.menuLabel }).click()
  await expectNoAxeViolations(page, '/services with the menu open')
})
