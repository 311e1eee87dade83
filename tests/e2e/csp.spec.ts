/** A whole visit under the real production headers, served by the shipped nginx config. */
import type { Page } from '@playwright/test'

import { nginxPort } from '../../playwright.config'

import { en, expect, fr, frenchRoutes, localizedPaths, routes, test, waitForPageScripts } from './fixtures'

test.use({ baseURL: `http://127.0.0.1:${nginxPort}` })

async function recordViolations(page: Page) {
  const violations: string[] = []
  // Injected by the test driver, which the page's policy does not govern.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = window as unknown as { cspViolations?: string[] }
      ;(record.cspViolations ??= []).push(`${event.violatedDirective}: ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return async () => [
    ...violations,
    ...((await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations)) ?? []),
  ]
}

test('nothing is blocked by the Content-Security-Policy anywhere a visitor goes', async ({ page }) => {
  const violations = await recordViolations(page)
  const seen: string[] = []

  for (const route of [...routes, ...frenchRoutes]) {
    const response = await page.goto(route.path)
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'")
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await waitForPageScripts(page)
    seen.push(...(await violations()))
  }

  // A link prerendered on hover (speculation rules), the theme toggle and the language switch.
  await page.goto('/')
  await waitForPageScripts(page)
  const servicesLink = page
    .getByRole('navigation', { name: en.everyPage.mainNavLabel })
    .getByRole('link', { name: en.everyPage.pages.services })
  await servicesLink.hover()
  await page.waitForTimeout(500)
  seen.push(...(await violations()))
  await servicesLink.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.services.hero.title)
  await waitForPageScripts(page)
  await page.getByRole('button', { name: en.everyPage.theme.toggle }).click()
  seen.push(...(await violations()))
  await page.getByRole('banner').getByRole('link', { name: en.everyPage.languageSwitch.label }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.services.hero.title)
  seen.push(...(await violations()))

  // The contact form and its toast (sonner inserts a stylesheet when it loads).
  await page.goto(localizedPaths.en.contact)
  await waitForPageScripts(page)
  const { form } = en.contact
  await page.getByRole('textbox', { name: form.nameLabel, exact: true }).scrollIntoViewIfNeeded()
  await page.getByRole('textbox', { name: form.nameLabel, exact: true }).fill('Ana Silva')
  await page.getByRole('textbox', { name: form.emailLabel, exact: true }).fill('ana@example.com')
  await page.getByRole('textbox', { name: form.messageLabel, exact: true }).fill('Hello')
  await page.getByRole('button', { name: form.submitLabel }).click()
  const toast = page.getByRole('listitem').filter({ hasText: form.toast.title })
  await expect(toast).toBeVisible()
  // Styled, so sonner's stylesheet was allowed: the toast floats above the page.
  expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('absolute')
  seen.push(...(await violations()))

  // The not-found page of each language.
  for (const path of ['/missing-page', '/fr/page-manquante']) {
    const notFound = await page.goto(path)
    expect(notFound?.status()).toBe(404)
    expect(notFound?.headers()['content-security-policy']).toContain("default-src 'none'")
    await waitForPageScripts(page)
    seen.push(...(await violations()))
  }

  expect(seen).toEqual([])
})
