import type { Page } from '@playwright/test'

import { fillPlaceholders } from '~/content/placeholders'
import { themeStorageKey } from '~/lib/theme'
import { webFontStorageKey } from '~/lib/web-font'

import { expectNoAxeViolations } from './axe'
import { business, en, englishFacts, expect, test, viewports, contactFormAnnouncement } from './fixtures'

const { form } = en.contact

function fieldsOf(page: Page) {
  return {
    name: page.getByRole('textbox', { name: form.nameLabel, exact: true }),
    email: page.getByRole('textbox', { name: form.emailLabel, exact: true }),
    message: page.getByRole('textbox', { name: form.messageLabel, exact: true }),
    submit: page.getByRole('button', { name: form.submitLabel }),
  }
}

const toastTitle = (page: Page) => page.getByText(form.toast.title, { exact: true })
const isInvalid = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).evaluate((field) => field.matches(':invalid'))

/** Opens the contact page and scrolls to the form, whose code loads as it comes into view. */
async function openContact(page: Page) {
  await page.goto('/contact')
  const fields = fieldsOf(page)
  await fields.name.scrollIntoViewIfNeeded()
  await expect(fields.name).toBeEnabled()
  return fields
}

test('an empty submit is blocked by the browser: the form stays invalid and no toast appears', async ({ page }) => {
  const fields = await openContact(page)
  await fields.submit.click()
  expect(await isInvalid(page, form.nameLabel)).toBe(true)
  expect(await isInvalid(page, form.emailLabel)).toBe(true)
  expect(await isInvalid(page, form.messageLabel)).toBe(true)
  await expect(fields.name).toBeFocused()
  await expect(toastTitle(page)).toHaveCount(0)
})

test('submitting with any one field empty is blocked', async ({ page }) => {
  const fields = await openContact(page)
  const values = { name: 'Ana Silva', email: 'ana@example.com', message: 'Hello' }
  for (const missing of ['name', 'email', 'message'] as const) {
    for (const key of ['name', 'email', 'message'] as const) await fields[key].fill(key === missing ? '' : values[key])
    await fields.submit.click()
    await expect(toastTitle(page)).toHaveCount(0)
    await expect(fields[missing]).toBeFocused()
  }
})

test('invalid e-mail addresses are blocked by the browser check', async ({ page }) => {
  const fields = await openContact(page)
  // What the page itself fetches after load (the brand font for the next pages) is done by now.
  await page.waitForLoadState('networkidle')
  await fields.name.fill('Ana Silva')
  await fields.message.fill('Hello')
  for (const address of ['a', 'a@', '@b.c']) {
    await fields.email.fill(address)
    await fields.submit.click()
    expect(await isInvalid(page, form.emailLabel), address).toBe(true)
    await expect(toastTitle(page)).toHaveCount(0)
  }
})

test('a valid submit shows the exact toast, sends nothing, stores nothing and empties the fields', async ({
  page,
  issues,
  context,
}) => {
  const fields = await openContact(page)
  await fields.name.fill('Ana Silva')
  await fields.email.fill('ana@example.com')
  await fields.message.fill('I would like to book my free consultation.')

  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await fields.submit.click()
  const toast = page.getByRole('listitem').filter({ has: toastTitle(page) })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(form.toast.description)
  // The spec's words, as the visitor reads them (a no-break space prints as a space), with the
  // reply time the owner sets (24 hours in the spec).
  await expect(toastTitle(page)).toHaveText('Message Sent!')
  await expect(toast).toContainText(
    `Thank you for contacting us. We'll get back to you within ${business.responseHours} hours.`,
  )
  expect(requests).toEqual([])
  // In the page's typeface, not the one sonner's stylesheet gives its toasts.
  const typeface = (element: Element) => getComputedStyle(element).fontFamily
  expect(await toastTitle(page).evaluate(typeface)).toBe(await page.locator('body').evaluate(typeface))

  for (const field of [fields.name, fields.email, fields.message]) await expect(field).toHaveValue('')
  await expect(fields.name).toBeFocused()
  await expect(page).toHaveURL(/\/contact$/)
  // Storage holds at most the site's own two notes (theme, brand font), never what was typed.
  const stored = await page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
    cookie: document.cookie,
  }))
  expect(stored.session).toEqual({})
  expect(stored.cookie).toBe('')
  for (const key of Object.keys(stored.local)) expect([themeStorageKey, webFontStorageKey]).toContain(key)
  expect(JSON.stringify(stored.local)).not.toMatch(/Ana|example\.com|consultation/)
  expect(await context.cookies()).toEqual([])
  expect(issues.consoleErrors).toEqual([])

  // The toast sits in a polite live region and can be dismissed.
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveAttribute('aria-live', 'polite')
  await page.getByRole('button', { name: en.everyPage.notifications.dismissLabel }).click()
  await expect(toastTitle(page)).toHaveCount(0)
})

test('hostile and unusual input is accepted as plain text, runs nothing and opens no dialog', async ({
  page,
  issues,
}) => {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  const fields = await openContact(page)
  const inputs = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'مرحبا، أود حجز استشارة',
    'Salut 👋🏽🥗💪',
    'x'.repeat(10_000),
  ]
  for (const text of inputs) {
    await fields.name.fill(text.slice(0, 200))
    await fields.email.fill('test@example.com')
    await fields.message.fill(text)
    await fields.submit.click()
    await expect(toastTitle(page).first()).toBeVisible()
    await expect(fields.message).toHaveValue('')
  }
  expect(dialogs).toEqual([])
  expect(issues.pageErrors).toEqual([])
  expect(issues.consoleErrors).toEqual([])
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(await page.locator('script', { hasText: 'alert(1)' }).count()).toBe(0)
})

test('the contact details, hours, map and FAQ are shown', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('main').getByRole('link', { name: englishFacts.phone.display })).toHaveAttribute(
    'href',
    englishFacts.phone.href,
  )
  // In the contact details, and after any notice the owner wrote above the form.
  const emailLinks = await page.getByRole('main').getByRole('link', { name: business.email }).all()
  expect(emailLinks.length).toBeGreaterThan(0)
  for (const link of emailLinks) await expect(link).toHaveAttribute('href', `mailto:${business.email}`)
  // The owner's hours, as the English page writes them (app/content/format.ts).
  const hours = en.facts.hours
  await expect(page.getByRole('main').getByRole('term')).toHaveText(hours.map((row) => row.days))
  await expect(page.getByRole('main').getByRole('definition')).toHaveText(
    hours.map(({ times }) =>
      times
        ? fillPlaceholders(times.template, { opens: times.opens.text, closes: times.closes.text })
        : en.contact.hours.closedLabel,
    ),
  )
  await expect(page.getByRole('figure')).toContainText(englishFacts.street)
  await expect(page.locator('iframe')).toHaveCount(0)

  const faq = page.getByRole('region', { name: en.contact.faq.title })
  const questions = faq.locator('summary')
  await expect(questions).toHaveText(en.contact.faq.items.map((item) => item.question))
  const first = en.contact.faq.items[0]
  await expect(faq.getByText(first?.answer ?? '')).toBeHidden()
  await questions.first().focus()
  await page.keyboard.press('Enter')
  await expect(faq.getByText(first?.answer ?? '')).toBeVisible()
})

for (const viewport of Object.values(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violation with the toast open at ${viewport.width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      const fields = await openContact(page)
      await fields.name.fill('Ana Silva')
      await fields.email.fill('ana@example.com')
      await fields.message.fill('Hello')
      await fields.submit.click()
      await expect(toastTitle(page)).toBeVisible()
      await expectNoAxeViolations(page, `/contact with the toast, ${viewport.width} px, ${theme}`)
    })
  }
}

test('with JavaScript, the notice for visitors without it is hidden, and what the owner wrote to come before the fields is shown there', async ({
  page,
}) => {
  const fields = await openContact(page)
  await expect(page.getByText(form.noScriptNotice)).toBeHidden()
  // The owner may leave it empty (app/content/schema/contact.ts), once the form sends messages.
  if (!form.unsentNotice) return
  const notice = page.getByText(form.unsentNotice)
  await expect(notice.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`)
  const noticeBottom = await notice.evaluate((element) => element.getBoundingClientRect().bottom)
  const fieldTop = await fields.name.evaluate((element) => element.getBoundingClientRect().top)
  expect(noticeBottom).toBeLessThan(fieldTop)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is disabled and the e-mail address is offered instead', async ({ page }) => {
    await page.goto('/contact')
    const fields = fieldsOf(page)
    for (const field of Object.values(fields)) await expect(field).toBeDisabled()
    await expect(page.getByText(form.noScriptNotice)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: business.email }).first()).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    )
    // What the owner may write for visitors who can use the form is not for them.
    if (form.unsentNotice) await expect(page.getByText(form.unsentNotice)).toBeHidden()
  })
})

test('a keyboard-only visitor can send a message, and the form reads well to a screen reader', async ({ page }) => {
  const fields = await openContact(page)
  // What assistive technology is told about the form: a named form with three required,
  // labelled fields and a submit button.
  await expect(page.getByRole('form', { name: form.title })).toMatchAriaSnapshot(contactFormAnnouncement(form))
  for (const field of [fields.name, fields.email, fields.message]) await expect(field).toHaveAttribute('required', '')

  await fields.name.focus()
  await page.keyboard.type('Ana Silva')
  await page.keyboard.press('Tab')
  await expect(fields.email).toBeFocused()
  await page.keyboard.type('ana@example.com')
  await page.keyboard.press('Tab')
  await expect(fields.message).toBeFocused()
  await page.keyboard.type('Sent without a mouse.')
  await page.keyboard.press('Tab')
  await expect(fields.submit).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toastTitle(page)).toBeVisible()
  await expect(fields.name).toBeFocused()
  await expect(fields.message).toHaveValue('')
})
