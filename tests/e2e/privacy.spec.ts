/**
 * The privacy page tells the truth about the site (app/content/data/privacy.json). A visitor goes
 * through every page of one language, and its not-found page, doing what visitors do: pressing
 * the theme button, opening the menu on a phone, sending the contact form. Through all of it the
 * browser is never given a cookie (by a script or by a response), keeps nothing in its local or
 * session storage that the privacy page does not name, keeps no database, cache or service
 * worker, and asks nothing of another origin. The names the page declares are read from the page
 * as the visitor reads it (its list of the notes the browser keeps), not from a list in this test:
 * a change that stores something new fails here, naming it, until the page describes it.
 */
import type { BrowserContext, Page } from '@playwright/test'

import { contactEndpointPath } from '~/lib/contact-message'

import { deliveringOrigin } from '../../playwright.config'

import { en, expect, fr, frenchRoutes, localizedPaths, routes, test, viewports, waitForPageScripts } from './fixtures'

const languages = [
  { locale: 'en', content: en, pages: routes, notFound: '/no-such-page' },
  { locale: 'fr', content: fr, pages: frenchRoutes, notFound: '/fr/aucune-page-de-ce-nom' },
] as const

type Content = (typeof languages)[number]['content']

/** What the browser holds for the site, as a script on the page can see it. */
function browserState(page: Page) {
  return page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    caches: await caches.keys(),
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  }))
}

/** Every request that leaves the site's origin, and every response that sets a cookie, in the whole context. */
function watchTheWire(context: BrowserContext, origin: string) {
  const foreignRequests: string[] = []
  const cookieHeaders: Promise<string | null>[] = []
  context.on('request', (request) => {
    const url = request.url()
    if (new URL(url).origin !== origin && !url.startsWith('data:')) foreignRequests.push(url)
  })
  context.on('response', (response) =>
    cookieHeaders.push(
      response.headerValue('set-cookie').then((value) => (value === null ? null : `${response.url()}: ${value}`)),
    ),
  )
  return {
    foreignRequests,
    setCookieHeaders: async () => (await Promise.all(cookieHeaders)).filter((header) => header !== null),
  }
}

/** The storage keys the privacy page names, as its list of the notes the browser keeps shows them. */
async function keysThePrivacyPageNames(page: Page, path: string, content: Content) {
  await page.goto(path)
  const list = page.getByRole('region', { name: content.privacy.browserStorage.title }).getByRole('term')
  await expect(list.first()).toBeVisible()
  return (await list.allTextContents()).map((key) => key.trim())
}

/** What a visitor does on the page: the theme button, the menu on a phone, the contact form on its page. */
async function actLikeAVisitor(page: Page, content: Content, { isPhone, isContact }: Record<string, boolean>) {
  await waitForPageScripts(page)
  const themeButton = page.getByRole('button', { name: content.everyPage.theme.toggle })
  const pressed = await themeButton.getAttribute('aria-pressed')
  await themeButton.click()
  await expect(themeButton).not.toHaveAttribute('aria-pressed', pressed ?? '')
  if (isPhone) {
    await page.getByRole('button', { name: content.everyPage.menuLabel }).click()
    await expect(page.getByRole('navigation', { name: content.everyPage.mainNavLabel })).toBeVisible()
    await page.keyboard.press('Escape')
  }
  if (isContact) {
    const { form } = content.contact
    const name = page.getByRole('textbox', { name: form.nameLabel, exact: true })
    await name.scrollIntoViewIfNeeded()
    await expect(name).toBeEnabled()
    await name.fill('Ana Silva')
    await page.getByRole('textbox', { name: form.emailLabel, exact: true }).fill('ana@example.com')
    await page
      .getByRole('textbox', { name: form.messageLabel, exact: true })
      .fill('Please call me back at 613 555 0199.')
    await page.getByRole('button', { name: form.submitLabel }).click()
    await expect(page.getByText(form.toast.title, { exact: true })).toBeVisible()
  }
  // What the page does once it has loaded (the brand font for the next pages) is done by now.
  await page.waitForLoadState('networkidle')
}

for (const { locale, content, pages, notFound } of languages) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`in ${locale} at ${viewport.width} px, a visitor going through every page gets no cookie, stores only what the privacy page names, and fetches nothing from elsewhere`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow()
      await page.setViewportSize(viewport)
      const wire = watchTheWire(context, new URL(baseURL ?? '').origin)
      const privacyPath = localizedPaths[locale].privacy
      const declared = await keysThePrivacyPageNames(page, privacyPath, content)
      expect(declared.length, `${privacyPath} names the notes the browser keeps`).toBeGreaterThan(0)

      const stored = new Map<string, string>()
      const cookies: string[] = []
      const otherStores: string[] = []
      for (const path of [...pages.map((route) => route.path), notFound]) {
        await page.goto(path)
        await actLikeAVisitor(page, content, {
          isPhone: device === 'phone',
          isContact: path === localizedPaths[locale].contact,
        })
        const state = await browserState(page)
        for (const area of ['localStorage', 'sessionStorage'] as const) {
          for (const key of state[area]) {
            const entry = `${area} "${key}"`
            if (!stored.has(entry)) stored.set(entry, path)
          }
        }
        if (state.cookie) cookies.push(`${path}: document.cookie is "${state.cookie}"`)
        otherStores.push(
          ...state.databases.map((name) => `${path}: IndexedDB database "${name}"`),
          ...state.caches.map((name) => `${path}: Cache Storage "${name}"`),
          ...state.serviceWorkers.map((scope) => `${path}: service worker for ${scope}`),
        )
      }

      console.log(
        `${locale} at ${viewport.width} px: ${privacyPath} names ${declared.join(', ')}; stored: ${[...stored.keys()].join(', ')}`,
      )
      // The walk did store something (the theme button's choice), so the check below saw the storage.
      expect(stored.size, 'keys written during the walk').toBeGreaterThan(0)
      const undeclared = [...stored]
        .filter(([entry]) => !declared.some((key) => entry.endsWith(` "${key}"`)))
        .map(([entry, path]) => `${entry}, first written on ${path}`)
      expect(
        undeclared,
        `stored in the browser, but not named on the privacy page (${privacyPath}), which names only ${declared.map((key) => `"${key}"`).join(', ')}`,
      ).toEqual([])
      expect(cookies, 'cookies a script could read').toEqual([])
      expect(await context.cookies(), 'cookies the browser holds').toEqual([])
      expect(await wire.setCookieHeaders(), 'responses that set a cookie').toEqual([])
      expect(otherStores, 'databases, caches and service workers').toEqual([])
      expect(wire.foreignRequests, 'requests to another origin').toEqual([])
    })
  }
}

// Once the owner switches delivery on (contact.json `deliverMessages`), the page says the form
// sends the message to us: it sends it to the site's own endpoint, in one request, and nowhere else.
for (const { locale, content } of languages) {
  test(`in ${locale}, with delivery on, sending the form makes exactly one request, to the site’s own /api/contact, and sets no cookie`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: deliveringOrigin })
    const page = await context.newPage()
    const wire = watchTheWire(context, deliveringOrigin)
    await page.goto(localizedPaths[locale].contact)
    // What the page fetches once it is idle after load (the brand font for the next pages) is
    // asked for by then (fixtures.ts waitForPageScripts).
    await waitForPageScripts(page)
    const { form } = content.contact
    const name = page.getByRole('textbox', { name: form.nameLabel, exact: true })
    await name.scrollIntoViewIfNeeded()
    await expect(name).toBeEnabled()
    await name.fill('Ana Silva')
    await page.getByRole('textbox', { name: form.emailLabel, exact: true }).fill('ana@example.com')
    await page.getByRole('textbox', { name: form.messageLabel, exact: true }).fill('Please call me back.')
    // The toasts' script loads when the form first gets focus; once it has, their region is there.
    await expect(page.getByRole('region', { name: content.everyPage.notifications.regionLabel })).toBeAttached()

    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
    await page.getByRole('button', { name: form.submitLabel }).click()
    await expect(page.getByText(form.toast.title, { exact: true })).toBeVisible()
    expect(requests).toEqual([`POST ${deliveringOrigin}${contactEndpointPath}`])
    expect(await context.cookies()).toEqual([])
    expect(await wire.setCookieHeaders()).toEqual([])
    expect(wire.foreignRequests).toEqual([])
    await context.close()
  })
}
