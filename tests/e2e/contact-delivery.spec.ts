/**
 * The contact form once the owner has switched delivery on (contact.json `deliverMessages`), on a
 * copy of the site built that way and served by `npm start`'s server, which writes each message to
 * an outbox the test reads (playwright.config.ts, tests/e2e/delivering-server.ts). A visitor writes
 * in French, with and without JavaScript; the message reaches the owner, and every failure keeps
 * their words and says what to do. Screenshots of each answer land in test-results/screenshots/.
 */
import { mkdirSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from '@playwright/test'
import PostalMime from 'postal-mime'

import { fillPlaceholders } from '~/content/placeholders'
import { formReplyPaths } from '~/content/pages'
import { contactEndpointPath } from '~/lib/contact-message'

import { deliveringOrigin, deliveringOutbox } from '../../playwright.config'
import { expectNoAxeViolations } from './axe'
import { en, expect, fr, localizedPaths, test, viewports, waitForPageScripts } from './fixtures'
import { saveWholePageScreenshot } from './whole-page'

test.use({ baseURL: deliveringOrigin })

/** Where a browser without the form's script lands (app/content/pages.ts). */
const replyPaths = formReplyPaths

/**
 * The messages the server has written to its outbox that hold `token`, as the owner's mail
 * program reads them. Tests run side by side and share the outbox: each counts only its own.
 */
async function deliveredWith(token: string) {
  mkdirSync(deliveringOutbox, { recursive: true })
  const files = readdirSync(deliveringOutbox).filter((name) => name.endsWith('.eml'))
  const mails = await Promise.all(
    files.map((name) => PostalMime.parse(readFileSync(path.join(deliveringOutbox, name), 'utf8'))),
  )
  return mails.filter((mail) => mail.text?.includes(token))
}

/** The visitor's words, marked so that this test finds its own message among the others'. */
const visitorWith = (token: string) => ({ ...visitor, message: `${visitor.message}\n${token}` })

const visitor = {
  name: 'Élodie Bélanger-Côté',
  email: 'elodie.belanger@exemple.ca',
  message: 'Bonjour,\nJ’aimerais réserver une consultation « découverte ». Êtes-vous ouverts le samedi ?',
}

function fieldsOf(page: Page, content: typeof fr) {
  const { form } = content.contact
  return {
    name: page.getByRole('textbox', { name: form.nameLabel, exact: true }),
    email: page.getByRole('textbox', { name: form.emailLabel, exact: true }),
    message: page.getByRole('textbox', { name: form.messageLabel, exact: true }),
    submit: page.getByRole('button', { name: form.submitLabel }),
  }
}

async function fillIn(page: Page, content: typeof fr, values = visitor) {
  const fields = fieldsOf(page, content)
  await fields.name.scrollIntoViewIfNeeded()
  await expect(fields.name).toBeEnabled()
  await fields.name.fill(values.name)
  await fields.email.fill(values.email)
  await fields.message.fill(values.message)
  return fields
}

const screenshot = (page: Page, name: string) =>
  saveWholePageScreenshot(page, `test-results/screenshots/delivery-${name}.png`)

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: deliveringOrigin, javaScriptEnabled: false })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

for (const locale of ['en', 'fr'] as const) {
  const content = locale === 'en' ? en : fr
  test(`with JavaScript, a message in ${locale} makes exactly one request, to the site’s own endpoint, reaches the owner, and only then shows the toast`, async ({
    page,
    issues,
  }) => {
    await page.setViewportSize(viewports.phone)
    await page.goto(localizedPaths[locale].contact)
    // What the page fetches once it is idle after load (the brand font for the next pages) is
    // asked for by then (fixtures.ts waitForPageScripts).
    await waitForPageScripts(page)
    // No notice that the form sends nothing: it does.
    await expect(page.getByText(content.contact.form.noScriptNotice)).toHaveCount(0)
    const token = crypto.randomUUID()
    const fields = await fillIn(page, content, visitorWith(token))
    // The toasts' script loads when the form first gets focus; once it has, their region is there.
    await expect(page.getByRole('region', { name: content.everyPage.notifications.regionLabel })).toBeAttached()

    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
    await fields.submit.click()
    await expect(page.getByText(content.contact.form.toast.title, { exact: true })).toBeVisible()
    expect(requests).toEqual([`POST ${deliveringOrigin}${contactEndpointPath}`])
    await expect(fields.name).toHaveValue('')
    await expect(fields.message).toHaveValue('')

    const mails = await deliveredWith(token)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.replyTo).toEqual([{ name: visitor.name, address: visitor.email }])
    expect(mails[0]?.text).toContain(visitor.message)
    expect(issues.consoleErrors).toEqual([])
    expect(issues.foreignRequests).toEqual([])
    await screenshot(page, `${locale}-sent-toast-375`)
  })

  test(`with JavaScript, when a ${locale} message cannot be delivered, the words stay and the page names the e-mail address and phone`, async ({
    page,
  }) => {
    // The endpoint's own answer when delivery fails (tests/hosts/contact-checks.ts proves it on each host).
    await page.route(`**${contactEndpointPath}`, (route) =>
      route.fulfill({ status: 502, json: { ok: false, message: content.contact.form.answers.notDelivered } }),
    )
    await page.goto(localizedPaths[locale].contact)
    const fields = await fillIn(page, content)
    await fields.submit.click()
    const alert = page.getByRole('alert').filter({ hasText: content.contact.form.failure.title })
    await expect(alert).toContainText(content.contact.form.answers.notDelivered)
    await expect(alert.getByRole('link', { name: content.facts.contact.email.display })).toHaveAttribute(
      'href',
      content.facts.contact.email.href,
    )
    await expect(alert.getByRole('link', { name: content.facts.contact.phone.display })).toHaveAttribute(
      'href',
      content.facts.contact.phone.href,
    )
    const otherWays = fillPlaceholders(content.contact.form.failure.description, {
      emailAddress: content.facts.contact.email.display,
      phoneNumber: content.facts.contact.phone.display,
    })
    await expect(page.getByRole('region', { name: content.everyPage.notifications.regionLabel })).toContainText(
      otherWays,
    )
    await expect(fields.name).toHaveValue(visitor.name)
    await expect(fields.email).toHaveValue(visitor.email)
    await expect(fields.message).toHaveValue(visitor.message)
    await expect(page.getByText(content.contact.form.toast.title, { exact: true })).toHaveCount(0)
    await screenshot(page, `${locale}-not-delivered-js-1280`)
  })
}

test('with JavaScript, a field the server refuses is named under it, in the visitor’s language', async ({ page }) => {
  await page.goto(localizedPaths.en.contact)
  // Spaces pass the browser's `required`; the server trims them and names the field.
  const fields = await fillIn(page, en, { ...visitor, name: '   ' })
  await fields.submit.click()
  await expect(fields.name).toHaveAttribute('aria-invalid', 'true')
  await expect(fields.name).toHaveAccessibleDescription(new RegExp(en.contact.form.nameLabel))
  await expect(fields.message).toHaveValue(visitor.message)
  await screenshot(page, 'en-refused-field-js-1280')
})

for (const locale of ['en', 'fr'] as const) {
  const content = locale === 'en' ? en : fr
  test(`without JavaScript, the ${locale} form posts, lands on the sent page, and the message reaches the owner`, async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(localizedPaths[locale].contact)
      const token = crypto.randomUUID()
      const fields = await fillIn(page, content, visitorWith(token))
      await fields.submit.click()
      await expect(page).toHaveURL(deliveringOrigin + replyPaths[locale].sent)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.contact.sentPage.hero.title)
      await expect(page.getByRole('link', { name: content.contact.sentPage.homeLink })).toHaveAttribute(
        'href',
        localizedPaths[locale].home,
      )
      expect(await deliveredWith(token)).toHaveLength(1)
      await screenshot(page, `${locale}-sent-page-no-js-1280`)
      await page.setViewportSize(viewports.phone)
      await screenshot(page, `${locale}-sent-page-no-js-375`)
    })
  })

  test(`without JavaScript, a refused ${locale} message lands on the not-sent page, which says what was wrong, and going back keeps every word`, async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(localizedPaths[locale].contact)
      const token = crypto.randomUUID()
      const words = { ...visitorWith(token), name: '   ' }
      const fields = await fillIn(page, content, words)
      await fields.submit.click()
      await expect(page).toHaveURL(`${deliveringOrigin}${replyPaths[locale].notSent}#name`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.contact.notSentPage.hero.title)
      // Only the reason the URL names is shown.
      const reasons = page
        .getByRole('list')
        .filter({ has: page.locator('#name') })
        .getByRole('listitem')
      await expect(reasons).toHaveCount(1)
      await expect(reasons).toContainText(content.contact.notSentPage.reasons.name.split('{max}')[0] ?? '')
      await expect(
        page.getByRole('main').getByRole('link', { name: content.facts.contact.email.display }),
      ).toBeVisible()
      expect(await deliveredWith(token)).toEqual([])
      await screenshot(page, `${locale}-not-sent-page-no-js-1280`)
      await page.setViewportSize(viewports.phone)
      await screenshot(page, `${locale}-not-sent-page-no-js-375`)

      await page.goBack()
      const back = fieldsOf(page, content)
      await expect(back.email).toHaveValue(visitor.email)
      await expect(back.message).toHaveValue(words.message)
    })
  })
}

test('the not-sent page without a reason in its URL lists every reason', async ({ page }) => {
  await page.goto(replyPaths.fr.notSent)
  const reasons = page
    .getByRole('list')
    .filter({ has: page.locator('#name') })
    .getByRole('listitem')
  await expect(reasons).toHaveCount(5)
  await expectNoAxeViolations(page, `${replyPaths.fr.notSent} with every reason`)
  await page.goto(`${replyPaths.fr.notSent}#not-delivered`)
  await expect(reasons).toHaveCount(1)
  await expect(reasons).toHaveText(fr.contact.notSentPage.reasons.notDelivered)
})

test('axe finds no violation on the delivering contact page and the reply pages, in both languages', async ({
  page,
}) => {
  test.slow()
  for (const locale of ['en', 'fr'] as const) {
    for (const urlPath of [
      localizedPaths[locale].contact,
      replyPaths[locale].sent,
      `${replyPaths[locale].notSent}#email`,
    ]) {
      await page.goto(urlPath)
      await expectNoAxeViolations(page, urlPath)
    }
  }
})

test('the privacy page says where the form’s messages go, now that they go somewhere', async ({ page }) => {
  for (const [locale, content] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    await page.goto(localizedPaths[locale].privacy)
    const section = page.getByRole('region', { name: content.privacy.contactForm.title })
    for (const paragraph of content.privacy.contactForm.whenOn) await expect(section).toContainText(paragraph)
    await expect(section).not.toContainText(content.privacy.contactForm.whenOff[0] ?? '')
  }
})
