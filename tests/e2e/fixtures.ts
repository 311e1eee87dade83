/** Shared by the browser specs: the site's routes as a visitor meets them, and a page watcher. */
import { type Page, expect, test as base } from '@playwright/test'

import { readContentFolder } from '~/content/read-folder'
import { siteContentFrom } from '~/content/site-content'
import type { SiteContent } from '~/content/types'
import { type Locale, type PageId, formReplyPaths, localizedPaths, navigationPageIds, pageIds } from '~/content/pages'
import { parseContentFiles } from '~/content/validate'
import { addressLines, formatPhone, telHref } from '~/content/format'

export { expect } from '@playwright/test'
export { localizedPaths }

// The same data files and the same reading as the build (app/content/index.ts), without Vite.
const { business, content } = siteContentFrom(parseContentFiles(readContentFolder()))
export const en = content.en
export const fr = content.fr
export { business }

/** The phone and the first address line as the English pages write them (app/content/format.ts). */
export const englishFacts = {
  phone: { display: formatPhone(business.phone, 'en'), href: telHref(business.phone) },
  street: addressLines(business.address, 'en')[0] ?? '',
}

function routesOf(locale: Locale, content: SiteContent) {
  return pageIds.map((id) => ({
    id,
    locale,
    path: localizedPaths[locale][id] as string,
    name: content.everyPage.pages[id],
    h1: content[id].hero.title,
  }))
}

/**
 * Every English page (docs/product.md's five routes, then the privacy and accessibility pages),
 * and the same pages in French: what the specs that walk every page walk.
 */
export const routes = routesOf('en', en)
export const frenchRoutes = routesOf('fr', fr)

const inNavigation = (route: { id: PageId }) => (navigationPageIds as readonly PageId[]).includes(route.id)
/** The specification's five pages, as the header's navigation and the footer's quick links list them. */
export const navigationRoutes = routes.filter(inNavigation)
export const frenchNavigationRoutes = frenchRoutes.filter(inNavigation)
/** The privacy and accessibility pages, as the foot of every page links them. */
export const policyRoutes = routes.filter((route) => !inNavigation(route))
export const frenchPolicyRoutes = frenchRoutes.filter((route) => !inNavigation(route))

/** A path no page has, in each language: answered with that language's not-found page. */
export const unknownPaths = { en: '/an-unknown-page', fr: '/fr/une-page-inconnue' } as const
/**
 * The contact form's reply pages in each language (app/content/pages.ts `formReplyPaths`), where a
 * browser without the form's script lands: answers rather than pages of the site, yet pages a
 * visitor reads, held to the same checks.
 */
export const formReplyPages = (['en', 'fr'] as const).flatMap((locale) =>
  Object.values(formReplyPaths[locale]).map((path) => ({ path: path as string, locale })),
)

/** Every page in both languages, the form's reply pages and the not-found page (in English), with the language each is in. */
export const everyPage = [...routes, ...frenchRoutes]
  .map(({ path, locale }) => ({ path, locale }))
  .concat(formReplyPages)
  .concat({ path: unknownPaths.en, locale: 'en' })
/** Their paths: what the specs that check every page load. */
export const everyPagePath = everyPage.map((page) => page.path)

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const

/** What a page did that a visitor would not want: errors, and any request that leaves the site. */
export interface PageIssues {
  consoleErrors: string[]
  pageErrors: string[]
  foreignRequests: string[]
  /** fetch, XHR, WebSocket, EventSource and beacons: the site makes none at all. */
  dataRequests: string[]
  /** Subresources (not the page itself) that failed or answered with an error status. */
  failedResources: string[]
}

function watchPage(page: Page, origin: string): PageIssues {
  const issues: PageIssues = {
    consoleErrors: [],
    pageErrors: [],
    foreignRequests: [],
    dataRequests: [],
    failedResources: [],
  }
  page.on('console', (message) => {
    if (message.type() === 'error') issues.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => issues.pageErrors.push(error.message))
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:')) issues.foreignRequests.push(url)
    if (['fetch', 'xhr', 'websocket', 'eventsource', 'ping'].includes(request.resourceType())) {
      issues.dataRequests.push(`${request.resourceType()} ${url}`)
    }
  })
  page.on('requestfailed', (request) => issues.failedResources.push(`failed ${request.url()}`))
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      issues.failedResources.push(`${response.status()} ${response.url()}`)
    }
  })
  page.on('websocket', (socket) => issues.dataRequests.push(`websocket ${socket.url()}`))
  return issues
}

export const noIssues: PageIssues = {
  consoleErrors: [],
  pageErrors: [],
  foreignRequests: [],
  dataRequests: [],
  failedResources: [],
}

export const test = base.extend<{ issues: PageIssues }>({
  issues: async ({ page, baseURL }, use) => {
    await use(watchPage(page, new URL(baseURL ?? 'http://localhost').origin))
  },
})

/**
 * Waits until the page's own scripts have run: the theme button gets its pressed state from its
 * script (app/browser-scripts/theme-switching.ts), which the layout puts after everything else;
 * and what waits for the browser to be idle after load (app/browser-scripts/after-load.ts) has
 * run: the speculation rules it adds are the last element a page's scripts put in it.
 *
 * The page tells when, through a MutationObserver: `waitForFunction` asks at every animation
 * frame, which keeps the browser drawing frames for as long as the page takes to be idle, and
 * made the browser tests' waits cost more processor time than the wait itself lasted.
 */
export async function waitForPageScripts(page: Page) {
  const ready = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const done = () =>
            document.querySelector('[data-theme-toggle][aria-pressed]') !== null &&
            (!HTMLScriptElement.supports?.('speculationrules') ||
              document.querySelector('script[type="speculationrules"]') !== null)
          if (done()) return resolve()
          // Chromium starts the browser's idle moments after a frame. The headless shell the tests
          // drive (scripts/find-chromium.mjs) draws one only when asked: after some first loads of a
          // page none came, and the idle-time scripts waited for ever (4 loads in 2,400). A frame
          // asked for now and then, as a visitor's screen refreshes, lets them run.
          const askForFrames = setInterval(() => requestAnimationFrame(() => {}), 200)
          const observer = new MutationObserver(() => {
            if (!done()) return
            observer.disconnect()
            clearInterval(askForFrames)
            resolve()
          })
          observer.observe(document, { subtree: true, childList: true, attributeFilter: ['aria-pressed'] })
        }),
    )
  // A navigation under way (a click on a link) replaces the document the page was asked in: ask the new one.
  for (;;) {
    try {
      return await ready()
    } catch (error) {
      if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error
      await page.waitForLoadState('domcontentloaded')
    }
  }
}

/**
 * The contact form's island hydrates as it comes into view: until then its fields are disabled
 * and out of the tab order. Brings each field of the page into view and waits until it works.
 */
export async function waitForFormToWork(page: Page) {
  const fields = await page.getByRole('textbox').all()
  for (const field of fields) {
    await field.scrollIntoViewIfNeeded()
    await expect(field).toBeEnabled()
  }
  return fields.length
}

/**
 * A state the browser tells assistive technology about a control (expanded, required, invalid,
 * focused…), read from Chromium's accessibility tree, where a screen reader reads it: a
 * popover's button, for one, has no aria-expanded attribute to read.
 */
export async function accessibilityState(page: Page, role: string, name: string, state: string) {
  const session = await page.context().newCDPSession(page)
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 })
    const { nodes } = (await session.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role,
    })) as {
      nodes: { ignored?: boolean; properties?: { name: string; value: { value: unknown } }[] }[]
    }
    const visible = nodes.filter((node) => !node.ignored)
    if (visible.length !== 1) throw new Error(`${visible.length} ${role}s named "${name}" in the accessibility tree`)
    return visible[0]?.properties?.find((property) => property.name === state)?.value.value ?? null
  } finally {
    await session.detach()
  }
}

/** Whether the browser tells assistive technology that this control is expanded. */
export const expandedState = (page: Page, role: string, name: string) =>
  accessibilityState(page, role, name, 'expanded')

/**
 * The contact form as a screen reader announces it: a named form, three labelled fields and its
 * button; `fieldsInvalid` after a refused submit.
 */
export function contactFormAnnouncement(form: SiteContent['contact']['form'], { fieldsInvalid = false } = {}) {
  const state = fieldsInvalid ? ' [invalid]' : ''
  return `
    - form "${form.title}":
      - group:
        - text: ${form.nameLabel}
        - textbox "${form.nameLabel}"${state}
        - text: ${form.emailLabel}
        - textbox "${form.emailLabel}"${state}
        - text: ${form.messageLabel}
        - textbox "${form.messageLabel}"${state}
        - button "${form.submitLabel}"
  `
}
