/** Going from page to page on a multi-page site: prerendered on intent, cross-faded where wanted. */
import { en, expect, test } from './fixtures'

const aboutLink = en.everyPage.pages.about

test('hovering a link to another page of the site starts prerendering it', async ({ page, baseURL }) => {
  // Chromium does not prerender under the DevTools protocol that drives it here
  // (PrerenderingDisabledByDevTools), so this reads what it would do: the page's speculation
  // rules are accepted (no error, and not blocked by the Content-Security-Policy), and a hover
  // on a link starts a prerender attempt for that page.
  const session = await page.context().newCDPSession(page)
  await session.send('Preload.enable')
  const ruleSetErrors: (string | null)[] = []
  const attempts: string[] = []
  session.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSetErrors.push(ruleSet.errorType ?? null))
  session.on('Preload.prerenderStatusUpdated', ({ key }) => attempts.push(key.url))
  await page.goto('/')
  await page.getByRole('navigation', { name: en.everyPage.mainNavLabel }).getByRole('link', { name: aboutLink }).hover()
  await expect.poll(() => attempts).toContain(`${baseURL}/about`)
  expect(ruleSetErrors).toEqual([null])
})

for (const [motion, crossFades] of [
  ['no-preference', true],
  ['reduce', false],
] as const) {
  test(`pages ${crossFades ? 'cross-fade' : 'do not cross-fade'} when the visitor's motion preference is "${motion}"`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion })
    // Recorded by the test driver as each page is revealed: whether a view transition runs.
    await page.addInitScript(() =>
      window.addEventListener('pagereveal', (event) => {
        const record = window as unknown as { revealedWithTransition?: boolean }
        record.revealedWithTransition = Boolean((event as Event & { viewTransition: unknown }).viewTransition)
      }),
    )
    await page.goto('/')
    await page
      .getByRole('navigation', { name: en.everyPage.mainNavLabel })
      .getByRole('link', { name: aboutLink })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { revealedWithTransition?: boolean }).revealedWithTransition),
      )
      .toBe(crossFades)
  })
}
