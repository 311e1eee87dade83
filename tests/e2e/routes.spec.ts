import type { Page } from '@playwright/test'

import { languageTags } from '~/content/pages'
import {
  en,
  expect,
  frenchRoutes,
  localizedPaths,
  noIssues,
  routes,
  test,
  viewports,
  waitForPageScripts,
} from './fixtures'

for (const route of routes) {
  test(`${route.path} answers 200 and shows its heading, with no errors and nothing fetched`, async ({
    page,
    issues,
  }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await waitForPageScripts(page)
    expect(issues).toEqual(noIssues)
  })
}

const scriptFilesLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  )

for (const route of [...routes, ...frenchRoutes].filter((route) => route.id !== 'contact')) {
  test(`${route.path} loads no script file: its few scripts are inline`, async ({ page }) => {
    await page.goto(route.path)
    await waitForPageScripts(page)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await scriptFilesLoaded(page)).toEqual([])
  })
}

test('the contact form loads its code only as it comes into view, and works then', async ({ page }) => {
  // A phone held sideways: the form starts below the fold.
  await page.setViewportSize({ width: viewports.phone.height, height: viewports.phone.width })
  await page.goto(localizedPaths.en.contact)
  await waitForPageScripts(page)
  const name = page.getByRole('textbox', { name: en.contact.form.nameLabel, exact: true })
  await expect(name).toBeDisabled()
  // Until then, only the island loader the page itself names (scripts/island-runtime.mjs).
  const named = await page.evaluate(() =>
    [...document.querySelectorAll('script[src]')].map(
      (script) => new URL(script.getAttribute('src') ?? '', location.href).pathname,
    ),
  )
  expect(await scriptFilesLoaded(page)).toEqual(named)
  await name.scrollIntoViewIfNeeded()
  await expect(name).toBeEnabled()
  expect((await scriptFilesLoaded(page)).length).toBeGreaterThan(named.length)
})

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page, issues }) => {
  const path = '/no-such-page/deeper'
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', languageTags.en)
  // The spec's words (docs/product.md).
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  await expect(page.getByRole('link', { name: en.notFound.homeLink })).toHaveAttribute('href', '/')
  await expect
    .poll(() => issues.consoleErrors)
    .toContainEqual(expect.stringContaining(`${en.notFound.consoleMessage} ${path}`))
  expect(issues.pageErrors).toEqual([])
  expect(issues.failedResources).toEqual([])
  // Besides our message, only the browser's note of the document's own 404: no hydration mismatch.
  expect(issues.consoleErrors.filter((message) => !message.includes(path))).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ])
})

test('a trailing slash redirects to the canonical URL', async ({ page }) => {
  const response = await page.goto('/about/')
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/about\/$/)
  await expect(page).toHaveURL(/\/about$/)
  expect(response?.status()).toBe(200)
})

test('the server caches hashed assets for a year and revalidates HTML', async ({ page }) => {
  const font = page.waitForResponse((response) => response.url().endsWith('.woff2'))
  const html = await page.goto('/services')
  expect(html?.headers()['cache-control']).toBe('no-cache')
  // The brand font is fetched once the page is idle, which the headless shell is only when asked
  // for frames (waitForPageScripts asks).
  await waitForPageScripts(page)
  const fontResponse = await font
  expect(new URL(fontResponse.url()).pathname).toMatch(/^\/assets\//)
  expect(fontResponse.status()).toBe(200)
  expect(fontResponse.headers()['cache-control']).toContain('immutable')
})
