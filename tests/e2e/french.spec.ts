import type { Locator } from '@playwright/test'

import { languageTags } from '~/content/pages'
import { fillPlaceholders } from '~/content/placeholders'

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
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags.fr)
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
    const toFrench = page.getByRole('banner').getByRole('link', { name: en.everyPage.languageSwitch.label }).first()
    await expect(toFrench).toHaveAttribute('lang', languageTags.fr)
    await toFrench.click()
    await expect(page).toHaveURL(new RegExp(`${french?.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french?.h1 ?? '')
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags.fr)
    const toEnglish = page.getByRole('banner').getByRole('link', { name: fr.everyPage.languageSwitch.label }).first()
    await expect(toEnglish).toHaveAttribute('lang', languageTags.en)
    await toEnglish.click()
    await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '/' : route.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags.en)
  }
})

/** How many lines the text of `element` takes on screen. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)))
      .size
  })

test('French figures, facts and hours are shown as French writes them, none split across lines at 320 px', async ({
  page,
}) => {
  // How French writes them is app/content/format.ts's (its tests); here, that the pages show it.
  const { facts } = fr
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto(localizedPaths.fr.home)
  const badge = page.getByText(`${facts.figures.happyUsers} ${fr.home.hero.badgeLabel}`, { exact: true })
  await expect(badge).toHaveCount(facts.figures.happyUsers ? 1 : 0)
  const about = page.getByRole('region', { name: fr.home.about.title })
  for (const [index, { stat }] of fr.home.about.items.entries()) {
    const figure = about.getByRole('definition').nth(index)
    await expect(figure).toHaveText(facts.figures[stat] ?? '')
    expect(await linesOf(figure), `${facts.figures[stat]} on one line`).toBe(1)
  }
  const footer = page.getByRole('contentinfo')
  for (const line of facts.contact.addressLines) {
    const shown = footer.getByText(line, { exact: true })
    await expect(shown).toBeVisible()
    expect(await linesOf(shown), `${line} on one line`).toBe(1)
  }
  const phone = footer.getByRole('link', { name: facts.contact.phone.display, exact: true })
  await expect(phone).toHaveAttribute('href', facts.contact.phone.href)
  expect(await linesOf(phone)).toBe(1)

  await page.goto(localizedPaths.fr.contact)
  const hours = page.getByRole('main').getByRole('definition')
  await expect(page.getByRole('main').getByRole('term')).toHaveText(facts.hours.map((row) => row.days))
  for (const [index, row] of facts.hours.entries()) {
    const shown = hours.nth(index)
    await expect(shown).toHaveText(
      row.times
        ? fillPlaceholders(row.times.template, { opens: row.times.opens.text, closes: row.times.closes.text })
        : fr.contact.hours.closedLabel,
    )
    expect(await linesOf(shown), `${row.days} on one line`).toBe(1)
  }
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
  await expect(page.locator('html')).toHaveAttribute('lang', languageTags.fr)
  await expect(page).toHaveTitle(`${fr.notFound.meta.title} | ${business.name.fr}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fr.notFound.title)
  await expect(page.getByRole('main').getByRole('link', { name: fr.notFound.homeLink })).toHaveAttribute('href', '/fr')
  // The French frame: skip link, menu, footer.
  await expect(page.getByRole('link', { name: fr.everyPage.skipLink })).toHaveAttribute('href', '#main')
  const menu = page.getByRole('navigation', { name: fr.everyPage.mainNavLabel })
  for (const route of frenchNavigationRoutes) {
    await expect(menu.getByRole('link', { name: route.name, exact: true })).toHaveAttribute('href', route.path)
  }
  const year = new Date().getFullYear()
  await expect(page.getByRole('contentinfo')).toContainText(
    fillPlaceholders(fr.everyPage.footer.copyright, { year, name: business.name.fr }),
  )
  await expect(page.getByRole('contentinfo')).not.toContainText(
    fillPlaceholders(en.everyPage.footer.copyright, { year, name: business.name.en }),
  )
  await expect
    .poll(() => issues.consoleErrors)
    .toContainEqual(expect.stringContaining(`${fr.notFound.consoleMessage} ${path}`))
  expect(issues.pageErrors).toEqual([])
  expect(issues.failedResources).toEqual([])
})
