import { en, expect, frenchRoutes, noIssues, routes, test, waitForHydration } from './fixtures'

for (const route of routes) {
  test(`${route.path} answers 200 and shows its heading, with no errors and nothing fetched`, async ({
    page,
    issues,
  }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await waitForHydration(page)
    expect(issues).toEqual(noIssues)
  })
}

for (const route of [...routes, ...frenchRoutes]) {
  test(`${route.path} requests no script before its first content is on screen`, async ({ page }) => {
    await page.goto(route.path)
    await waitForHydration(page)
    const { firstContentfulPaint, scripts } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
    }))
    expect(firstContentfulPaint).toBeLessThan(Infinity)
    expect(scripts.length).toBeGreaterThan(2)
    expect(scripts.filter((script) => script.startTime < firstContentfulPaint)).toEqual([])
  })
}

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page, issues }) => {
  const path = '/no-such-page/deeper'
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.getByText(en.notFound.code, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(en.notFound.title)
  await expect(page.getByRole('link', { name: en.notFound.homeLink })).toHaveAttribute('href', '/')
  await expect.poll(() => issues.consoleErrors).toContainEqual(expect.stringContaining(path))
  expect(issues.pageErrors).toEqual([])
  expect(issues.failedResources).toEqual([])
  // Besides our message, only the browser's note of the document's own 404: no hydration mismatch.
  expect(issues.consoleErrors.filter((message) => !message.includes(path))).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ])
})

test('an unknown path reached by client-side navigation shows the not-found page', async ({ page, issues }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter
    return router.navigate('/missing-from-a-link')
  })
  await expect(page.getByRole('heading', { level: 1 })).toContainText(en.notFound.title)
  await expect(page).toHaveURL(/\/missing-from-a-link$/)
  await expect.poll(() => issues.consoleErrors).toContainEqual(expect.stringContaining('/missing-from-a-link'))
  expect(issues.pageErrors).toEqual([])
  await page.getByRole('link', { name: en.notFound.homeLink }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.hero.title)
})

test('a trailing slash redirects to the canonical URL', async ({ page }) => {
  const response = await page.goto('/about/')
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/about\/$/)
  await expect(page).toHaveURL(/\/about$/)
  expect(response?.status()).toBe(200)
})

test('the server caches hashed assets for a year and revalidates HTML', async ({ request }) => {
  const html = await request.get('/services')
  expect(html.headers()['cache-control']).toBe('no-cache')
  const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? 'no script in the page'
  const assetResponse = await request.get(asset)
  expect(assetResponse.status()).toBe(200)
  expect(assetResponse.headers()['cache-control']).toContain('immutable')
})
