/**
 * A page printed or saved as PDF: the page's content and the business's contact details, the
 * social links written out with their addresses, dark text on white whatever the theme, and no
 * navigation, button, field or theme control; cards and the footer are never split.
 */
import { socialNetworkNames } from '~/content/schema'
import { addressLines } from '~/content/format'

import { business, en, everyPage, expect, test, viewports, waitForPageScripts } from './fixtures'

test('printed in the dark theme, every page keeps its content and contact details, dark on white, with no control and nothing split', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize(viewports.desktop)
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' })
  for (const { path, locale } of everyPage) {
    await page.goto(path)
    await waitForPageScripts(page)
    await expect(page.getByRole('heading', { level: 1 }), `h1 printed on ${path}`).toBeVisible()
    const printed = await page.evaluate(() => {
      // Shown on paper: not hidden, and not the visually hidden (sr-only) pattern.
      const shown = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true }) &&
        element.getBoundingClientRect().width > 1 &&
        getComputedStyle(element).clipPath !== 'inset(50%)'
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
      const luminance = (colour: string) => {
        if (!canvas) return 1
        canvas.clearRect(0, 0, 1, 1)
        canvas.fillStyle = '#fff'
        canvas.fillRect(0, 0, 1, 1)
        canvas.fillStyle = colour
        canvas.fillRect(0, 0, 1, 1)
        const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data
        const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
      }
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`
      // Print drops backgrounds: text must read on white paper (4.5:1).
      const faintText = [...document.querySelectorAll('body *')]
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
        .filter(shown)
        .filter((element) => 1.05 / (luminance(getComputedStyle(element).color) + 0.05) < 4.5)
        .map(describe)
      const controls = [...document.querySelectorAll('nav, button, input, textarea, select, [role=button]')]
        .filter(shown)
        .map(describe)
      const buttonShapedLinks = [...document.querySelectorAll('a[data-slot=button]')].filter(shown).map(describe)
      // A card, a question with its answer, the footer: each kept on one page.
      const splittable = [...document.querySelectorAll('main h3, main summary, footer')]
        .filter(shown)
        .filter((element) => {
          for (let box: Element | null = element; box && box.tagName !== 'SECTION'; box = box.parentElement) {
            if (getComputedStyle(box).breakInside === 'avoid') return false
          }
          return true
        })
        .map(describe)
      const socials = [...document.querySelectorAll('footer a[href^="http"]')].map(
        (link) => `${getComputedStyle(link, '::after').content}`,
      )
      return {
        faintText,
        controls: [...controls, ...buttonShapedLinks],
        splittable,
        socials,
        text: document.body.innerText,
      }
    })
    expect(printed.controls, `controls printed on ${path}`).toEqual([])
    expect(printed.faintText, `faint text printed on ${path}`).toEqual([])
    expect(printed.splittable, `boxes that could split on ${path}`).toEqual([])
    expect(printed.text).toContain(business.email)
    // The street line as the page's language writes it (app/content/format.ts).
    expect(printed.text).toContain(addressLines(business.address, locale)[0])
    expect(printed.socials).toEqual(
      business.socials.map((social) => `"${socialNetworkNames[social.network]}: ${social.href}"`),
    )
  }
})

test('the contact page prints its FAQ answers, and not its form', async ({ page }) => {
  await page.emulateMedia({ media: 'print' })
  await page.goto('/contact')
  await waitForPageScripts(page)
  for (const item of en.contact.faq.items) await expect(page.getByText(item.answer)).toBeVisible()
  await expect(page.getByRole('form')).toBeHidden()
})

test('the mobile app page prints to A4 in a few pages, saved for review', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' })
  await page.goto('/mobile-app')
  await waitForPageScripts(page)
  const pdf = await page.pdf({ format: 'A4', path: 'test-results/screenshots/print-mobile-app-a4.pdf' })
  // Chromium writes one page object per page.
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []
  expect(pages.length).toBeGreaterThan(0)
  expect(pages.length).toBeLessThanOrEqual(4)
})
