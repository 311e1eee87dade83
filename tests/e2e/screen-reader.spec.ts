/**
 * What a screen reader announces, read from the browser's accessibility tree (Playwright's
 * `ariaSnapshot`, and Chromium's own tree for the states a snapshot leaves out): the header, the
 * page's landmarks and the contact form, in order, with their roles, names and states. Each
 * snapshot below reads as the announcements do: "banner; link, Thrive Wellness Coaching;
 * navigation, Main; list; link, Home, current page…".
 */
import type { Page } from '@playwright/test'

import {
  accessibilityState,
  business,
  en,
  expect,
  fr,
  frenchNavigationRoutes,
  frenchRoutes,
  localizedPaths,
  navigationRoutes,
  routes,
  test,
  viewports,
  waitForPageScripts,
  contactFormAnnouncement,
  unknownPaths,
} from './fixtures'

// Its h1 is read as "404: Oops! Page not found" (the big 404 above it is hidden from screen readers).
const notFound = {
  id: null,
  locale: 'en' as const,
  path: unknownPaths.en,
  name: null,
  h1: `${en.notFound.code}: ${en.notFound.title}`,
}
const allPages = [...routes, ...frenchRoutes, notFound]
const contentOf = { en, fr }

/** The specification's five pages, as the header's navigation lists them. */
function pathsOf(locale: 'en' | 'fr') {
  return (locale === 'en' ? navigationRoutes : frenchNavigationRoutes).map((route) => ({
    name: route.name,
    path: route.path,
  }))
}

/** The header as a screen reader meets it at 1280 px. */
function bannerAt1280(locale: 'en' | 'fr', switchTo: string) {
  const { everyPage } = contentOf[locale]
  return `
    - banner:
      - link "${business.name[locale]}":
        - /url: ${localizedPaths[locale].home}
      - navigation "${everyPage.mainNavLabel}":
        - list:
${pathsOf(locale)
  .map((page) => `          - listitem:\n            - link "${page.name}":\n              - /url: ${page.path}`)
  .join('\n')}
      - link "${everyPage.languageSwitch.label}":
        - /url: ${switchTo}
      - button "${everyPage.theme.toggle}"
      - button "${everyPage.getStarted.label}"
  `
}

/** The landmarks in order: skip link, header, main (named by its h1 first), footer's parts. */
function landmarks(locale: 'en' | 'fr', h1: string) {
  const { everyPage } = contentOf[locale]
  return `
    - link "${everyPage.skipLink}"
    - banner
    - main:
      - '${`heading "${h1}" [level=1]`.replaceAll("'", "''")}'
    - contentinfo:
      - list "${everyPage.socialNavLabel}"
      - navigation "${everyPage.footerNavLabel}"
      - navigation "${everyPage.policiesNavLabel}"
  `
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForPageScripts(page)
}

test('at 1280 px each page announces its header, current page, landmarks and h1, in both languages', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize(viewports.desktop)
  await page.emulateMedia({ colorScheme: 'light' })
  for (const route of allPages) {
    await open(page, route.path)
    const { everyPage } = contentOf[route.locale]
    const switchTo = await page
      .getByRole('banner')
      .getByRole('link', { name: everyPage.languageSwitch.label })
      .getAttribute('href')
    await expect(page.getByRole('banner'), `banner on ${route.path}`).toMatchAriaSnapshot(
      bannerAt1280(route.locale, switchTo ?? ''),
    )
    await expect(page.locator('body'), `landmarks on ${route.path}`).toMatchAriaSnapshot(
      landmarks(route.locale, route.h1),
    )
    // "current page": the one link marked, on the page it names, in the header or at the foot
    // (none on the not-found page).
    const current = page.getByRole('navigation').locator('[aria-current="page"]')
    if (route.name) await expect(current).toHaveAccessibleName(route.name)
    else await expect(current).toHaveCount(0)
    // The theme button says which theme it turns on, and whether that theme is on.
    expect(await accessibilityState(page, 'button', everyPage.theme.toggle, 'pressed')).toBe('false')
  }
})

test('at 375 px the header announces its Menu button collapsed, then expanded with the navigation in it', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone)
  for (const locale of ['en', 'fr'] as const) {
    const { everyPage } = contentOf[locale]
    await open(page, localizedPaths[locale].services)
    await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
      - banner:
        - link "${business.name[locale]}"
        - button "${everyPage.theme.toggle}"
        - button "${everyPage.menuLabel}"
    `)
    expect(await accessibilityState(page, 'button', everyPage.menuLabel, 'expanded')).toBe(false)
    await page.getByRole('button', { name: everyPage.menuLabel }).click()
    await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
      - banner:
        - link "${business.name[locale]}"
        - navigation "${everyPage.mainNavLabel}":
          - list:
${pathsOf(locale)
  .map((link) => `            - listitem:\n              - link "${link.name}"`)
  .join('\n')}
            - listitem:
              - link "${everyPage.languageSwitch.label}"
            - listitem:
              - button "${everyPage.getStarted.label}"
        - button "${everyPage.theme.toggle}"
        - button "${everyPage.menuLabel}"
    `)
    // Playwright's snapshot reads aria-expanded; a popover's button gets its state from the
    // browser, so it is read from Chromium's tree, as a screen reader gets it.
    expect(await accessibilityState(page, 'button', everyPage.menuLabel, 'expanded')).toBe(true)
    await expect(
      page
        .getByRole('navigation', { name: everyPage.mainNavLabel })
        .getByRole('link', { name: everyPage.pages.services }),
    ).toHaveAttribute('aria-current', 'page')
  }
})

for (const locale of ['en', 'fr'] as const) {
  test(`the ${locale} contact form announces required fields, the browser's own error on each refused field, then the toast in a live region with focus back on the first field`, async ({
    page,
  }) => {
    const { contact, everyPage } = contentOf[locale]
    const { form } = contact
    await open(page, localizedPaths[locale].contact)
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true })
    await field(form.nameLabel).scrollIntoViewIfNeeded()
    await expect(field(form.nameLabel)).toBeEnabled()
    const labels = [form.nameLabel, form.emailLabel, form.messageLabel]
    for (const label of labels) expect(await accessibilityState(page, 'textbox', label, 'required')).toBe(true)
    // 1.3.5: the name and e-mail fields say what they are for, so a browser can fill them in.
    await expect(field(form.nameLabel)).toHaveAttribute('autocomplete', 'name')
    await expect(field(form.emailLabel)).toHaveAttribute('autocomplete', 'email')

    // An empty submit: the browser refuses every field, says why beside the first and moves
    // focus there; each refused field is announced as invalid.
    await page.getByRole('button', { name: form.submitLabel }).click()
    await expect(field(form.nameLabel)).toBeFocused()
    await expect(page.getByRole('form', { name: form.title })).toMatchAriaSnapshot(
      contactFormAnnouncement(form, { fieldsInvalid: true }),
    )
    for (const label of labels) {
      // The message is the browser's, and belongs to the field it is about.
      expect(await field(label).evaluate((element: HTMLInputElement) => element.validationMessage)).not.toBe('')
    }

    // A bad e-mail address: the browser's e-mail check refuses that field alone.
    await field(form.nameLabel).fill('Ana Silva')
    await field(form.emailLabel).fill('ana@')
    await field(form.messageLabel).fill('Bonjour')
    await page.getByRole('button', { name: form.submitLabel }).click()
    await expect(field(form.emailLabel)).toBeFocused()
    expect(await field(form.emailLabel).evaluate((element: HTMLInputElement) => element.validationMessage)).toMatch(/@/)
    await expect(field(form.nameLabel)).not.toHaveAttribute('aria-invalid')
    await expect(field(form.emailLabel)).toHaveAttribute('aria-invalid', 'true')

    await field(form.emailLabel).fill('ana@example.com')
    await expect(field(form.emailLabel)).not.toHaveAttribute('aria-invalid')
    await page.getByRole('button', { name: form.submitLabel }).click()
    // The toast is read out from a polite live region; focus is ready for another message.
    const region = page.getByRole('region', { name: new RegExp(everyPage.notifications.regionLabel) })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region).toContainText(form.toast.title)
    await expect(region).toContainText(form.toast.description)
    await expect(field(form.nameLabel)).toBeFocused()
    if (locale === 'en') {
      // 2.2.1: no time limit on reading it; sonner's own would have removed it after 4 s.
      await page.waitForTimeout(5000)
      await expect(region).toContainText(form.toast.title)
    }
    await expect(page.getByRole('form', { name: form.title })).toMatchAriaSnapshot(contactFormAnnouncement(form))
    for (const label of labels) await expect(field(label)).not.toHaveAttribute('aria-invalid')
  })
}
