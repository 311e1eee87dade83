import {
  business,
  en,
  expect,
  fr,
  frenchNavigationRoutes,
  frenchRoutes,
  localizedPaths,
  noIssues,
  routes,
  test,
  waitForPageScripts,
} from './fixtures'

for (const route of frenchRoutes) {
  test(`${route.path} answers 200 in French with its heading and both hreflang links`, async ({ page, issues }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    const english = routes.find((candidate) => candidate.id === route.id)
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      `${business.siteUrl}${route.path}`,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${business.siteUrl}${english?.path}`,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${business.siteUrl}${english?.path}`,
    )
    await waitForPageScripts(page)
    expect(issues).toEqual(noIssues)
  })
}

test('the language switcher leads to the same page in the other language and back', async ({ page }) => {
  for (const route of routes) {
    const french = frenchRoutes.find((candidate) => candidate.id === route.id)
    await page.goto(route.path)
    await waitForPageScripts(page)
    const toFrench = page.getByRole('banner').getByRole('link', { name: en.common.languageSwitch.label }).first()
    await expect(toFrench).toHaveAttribute('lang', 'fr')
    await toFrench.click()
    await expect(page).toHaveURL(new RegExp(`${french?.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french?.h1 ?? '')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const toEnglish = page.getByRole('banner').getByRole('link', { name: fr.common.languageSwitch.label }).first()
    await expect(toEnglish).toHaveAttribute('lang', 'en')
    await toEnglish.click()
    await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '/' : route.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  }
})

test('French figures, facts and hours are written the French way, each on one line', async ({ page }) => {
  await page.goto(localizedPaths.fr.home)
  await expect(page.getByText('Plus de\u00a010\u202f000 clients satisfaits', { exact: true })).toBeVisible()
  await expect(page.getByText('98\u00a0%', { exact: true })).toBeVisible()
  await expect(page.getByText('24\u00a0h/24, 7\u00a0j/7', { exact: true })).toBeVisible()
  await expect(page.getByText('Plus de\u00a050', { exact: true })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('150, rue Elgin, bureau 1000', { exact: true })).toBeVisible()
  await expect(footer.getByText('Ottawa (Ontario) K2P 1L4', { exact: true })).toBeVisible()
  await expect(footer.getByRole('link', { name: '613 555-0142', exact: true })).toHaveAttribute(
    'href',
    'tel:+16135550142',
  )
  await page.goto(localizedPaths.fr.contact)
  await expect(page.getByRole('main').getByRole('definition').first()).toHaveText('9\u00a0h\u00a0–\u00a018\u00a0h')
})

test('the contact form on /fr/contact shows the French toast and resets', async ({ page }) => {
  await page.goto(localizedPaths.fr.contact)
  const { form } = fr.contact
  const name = page.getByRole('textbox', { name: form.nameLabel, exact: true })
  const email = page.getByRole('textbox', { name: form.emailLabel, exact: true })
  const message = page.getByRole('textbox', { name: form.messageLabel, exact: true })
  await name.scrollIntoViewIfNeeded()
  await expect(name).toBeEnabled()
  await name.fill('Élodie Gagnon')
  await email.fill('elodie@example.com')
  await message.fill('Bonjour, j’aimerais réserver une consultation.')
  await page.getByRole('button', { name: form.submitLabel }).click()
  await expect(page.getByText(form.toast.title, { exact: true })).toBeVisible()
  await expect(page.getByText(form.toast.description, { exact: true })).toBeVisible()
  for (const field of [name, email, message]) await expect(field).toHaveValue('')
})

test('an unknown path under /fr/ answers 404 with the French not-found page and logs the path in French', async ({
  page,
  issues,
}) => {
  const path = '/fr/rien-ici/plus-loin'
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page).toHaveTitle(`${fr.notFound.meta.title} | ${business.name}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fr.notFound.title)
  await expect(page.getByRole('main').getByRole('link', { name: fr.notFound.homeLink })).toHaveAttribute('href', '/fr')
  // The French frame: skip link, menu, footer.
  await expect(page.getByRole('link', { name: fr.common.skipLink })).toHaveAttribute('href', '#main')
  const menu = page.getByRole('navigation', { name: fr.common.mainNavLabel })
  for (const route of frenchNavigationRoutes) {
    await expect(menu.getByRole('link', { name: route.name, exact: true })).toHaveAttribute('href', route.path)
  }
  await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés.')
  await expect(page.getByRole('contentinfo')).not.toContainText('All rights reserved')
  await expect
    .poll(() => issues.consoleErrors)
    .toContainEqual(expect.stringContaining(`${fr.notFound.consoleMessage} ${path}`))
  expect(issues.pageErrors).toEqual([])
  expect(issues.failedResources).toEqual([])
})
