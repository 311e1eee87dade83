import { socialNetworkNames } from '~/content/schema'

import {
  formReplyPages,
  business,
  englishFacts,
  en,
  expandedState,
  expect,
  fr,
  frenchRoutes,
  navigationRoutes,
  policyRoutes,
  routes,
  test,
  viewports,
  waitForPageScripts,
} from './fixtures'
import { pageChecks, themeLayouts } from './wcag'
import { drawWholePage } from './whole-page'

const mainNav = en.everyPage.mainNavLabel

test.describe('header', () => {
  test('stays at the top after a scroll and marks the current page', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/services')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    const header = page.getByRole('banner')
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
    await expect(header.getByRole('link', { name: en.everyPage.pages.services })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(header.getByRole('link', { name: en.everyPage.pages.home })).not.toHaveAttribute('aria-current')
  })

  test('header links reach each page and move the current mark', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/')
    await waitForPageScripts(page)
    for (const route of navigationRoutes) {
      const link = page.getByRole('navigation', { name: mainNav }).getByRole('link', { name: route.name })
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${route.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
      await expect(link).toHaveAttribute('aria-current', 'page')
    }
  })

  test('the logo links home', async ({ page }) => {
    await page.goto('/about')
    await waitForPageScripts(page)
    await page.getByRole('banner').getByRole('link', { name: business.name.en }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('Get Started does nothing yet', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/about')
    await waitForPageScripts(page)
    const button = page.getByRole('banner').getByRole('button', { name: en.everyPage.getStarted.label })
    await expect(button).toHaveAttribute('type', 'button')
    await button.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title)
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/contact')
    await waitForPageScripts(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: en.everyPage.skipLink })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('is painted whole, so nothing in it shifts while a slow page is still arriving', async ({ page }) => {
    await page.setViewportSize(viewports.phone)
    // Hold the parser in the middle of the header, right after the theme button, the way a
    // slow network or a busy phone can: a script there that takes half a second to arrive.
    const themeButton = new RegExp(`<button[^>]*aria-label="${en.everyPage.theme.toggle}"[\\s\\S]*?</button>`)
    await page.route('**/about', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      expect(html).toMatch(themeButton)
      const headers = { ...response.headers() }
      delete headers['content-length']
      delete headers['content-encoding']
      const body = html.replace(themeButton, '$&<script src="/parser-pause.js"></script>')
      await route.fulfill({ response, headers, body })
    })
    await page.route('**/parser-pause.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.fulfill({ contentType: 'text/javascript', body: '' })
    })
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title)
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const found: string[] = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              found.push(entry.value.toFixed(4))
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(found), 300)
        }),
    )
    expect(shifts, 'layout shift scores').toEqual([])
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: viewports.phone })

  test('opens and closes by its button, on Escape and on a click outside; a chosen link leads there', async ({
    page,
  }) => {
    await page.goto('/')
    const menu = page.getByRole('button', { name: en.everyPage.menuLabel })
    const navLink = page
      .getByRole('navigation', { name: mainNav })
      .getByRole('link', { name: en.everyPage.pages.about })
    expect(await expandedState(page, 'button', en.everyPage.menuLabel)).toBe(false)
    await expect(navLink).toBeHidden()

    await menu.click()
    expect(await expandedState(page, 'button', en.everyPage.menuLabel)).toBe(true)
    await expect(navLink).toBeVisible()
    // The panel opens under the header, not over it.
    const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0
    expect((await page.getByRole('navigation', { name: mainNav }).boundingBox())?.y).toBeGreaterThanOrEqual(
      headerBottom - 1,
    )
    await menu.click()
    await expect(navLink).toBeHidden()
    expect(await expandedState(page, 'button', en.everyPage.menuLabel)).toBe(false)

    await menu.click()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('navigation', { name: mainNav }).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(navLink).toBeHidden()
    await expect(menu).toBeFocused()

    // A tap on the page below the open panel.
    await menu.click()
    await page.mouse.click(viewports.phone.width / 2, viewports.phone.height - 20)
    await expect(navLink).toBeHidden()

    await menu.click()
    await navLink.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title)
    await expect(navLink).toBeHidden()
    expect(await expandedState(page, 'button', en.everyPage.menuLabel)).toBe(false)
  })

  test('works when every script file fails to load', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/services')
    const nav = page.getByRole('navigation', { name: mainNav })
    await page.getByRole('button', { name: en.everyPage.menuLabel }).click()
    await expect(nav.getByRole('link', { name: en.everyPage.pages.services })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: en.everyPage.pages.contact }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.hero.title)
  })

  test("the open menu's entries start where the logo does", async ({ page }) => {
    await page.goto('/fr/services')
    await page.getByRole('button', { name: fr.everyPage.menuLabel }).click()
    const logoLeft = (await page.getByRole('banner').getByRole('link').first().boundingBox())?.x ?? NaN
    const nav = page.getByRole('navigation', { name: fr.everyPage.mainNavLabel })
    // Where each entry's text starts, not its box: a link's padding may hang into the margin.
    const textStarts = await nav.evaluate((panel) =>
      [...panel.querySelectorAll('a, button')].map((entry) => {
        const range = document.createRange()
        range.selectNodeContents(entry)
        const text = [...range.getClientRects()].find((rect) => rect.width > 0)
        return { entry: entry.textContent?.trim(), left: Math.round(text?.left ?? NaN) }
      }),
    )
    expect(textStarts.length).toBeGreaterThan(5)
    for (const { entry, left } of textStarts) {
      if (entry === fr.everyPage.getStarted.label) continue
      expect(left, entry).toBe(Math.round(logoLeft))
    }
    const getStarted = await nav.getByRole('button', { name: fr.everyPage.getStarted.label }).boundingBox()
    expect(Math.round(getStarted?.x ?? NaN)).toBe(Math.round(logoLeft))
  })

  test('Get Started in the menu does nothing yet', async ({ page }) => {
    await page.goto('/services')
    await waitForPageScripts(page)
    await page.getByRole('button', { name: en.everyPage.menuLabel }).click()
    await page.getByRole('button', { name: en.everyPage.getStarted.label }).click()
    await expect(page).toHaveURL(/\/services$/)
  })
})

test('no page scrolls sideways or hides text at 320 to 1440 px, and the dark theme moves nothing', async ({ page }) => {
  // Nineteen pages at five widths each: 8 s alone, twice that beside another test.
  test.slow()
  for (const route of [...routes, ...frenchRoutes, ...formReplyPages].map((r) => r.path).concat('/not-a-page')) {
    await page.setViewportSize({ width: 320, height: 900 })
    await page.goto(route)
    // The page's own scripts have run (the speculation rules they add are an element more): the
    // page is the same between the light theme's boxes and the dark one's.
    await waitForPageScripts(page)
    await pageChecks(page)
    const themes = themeLayouts(page)
    // One load a page, then the window widened: the site's layout is CSS alone, which follows
    // the width as it changes (nothing on it is chosen once, at load, from the width).
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0)
      // Interactive controls are at least 24 px square (WCAG 2.5.8), links in running text aside.
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('button, a, summary, input, textarea')]
          .filter((element) => !element.closest('p') && element.checkVisibility())
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ element }) => element.outerHTML.slice(0, 80)),
      )
      expect(small, `${route} at ${width} px`).toEqual([])
      // What holds here holds in the dark theme: its boxes are compared with these after the widths.
      await themes.record(`${route} at ${width} px`)
    }
    await themes.expectSameInDark()
  }
})

test('the footer holds the description, contact block, quick links, socials and copyright', async ({ page }) => {
  await page.goto('/mobile-app')
  await waitForPageScripts(page)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(en.everyPage.footer.description)).toBeVisible()
  await expect(footer.getByText(englishFacts.street)).toBeVisible()
  await expect(footer.getByRole('link', { name: englishFacts.phone.display })).toHaveAttribute(
    'href',
    englishFacts.phone.href,
  )
  await expect(footer.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`)
  const quickLinks = footer.getByRole('navigation', { name: en.everyPage.footerNavLabel }).getByRole('link')
  await expect(quickLinks).toHaveText(navigationRoutes.map((route) => route.name))
  const policies = footer.getByRole('navigation', { name: en.everyPage.policiesNavLabel }).getByRole('link')
  await expect(policies).toHaveText(policyRoutes.map((route) => route.name))
  const socials = footer.getByRole('list', { name: en.everyPage.socialNavLabel }).getByRole('link')
  await expect(socials).toHaveCount(4)
  for (const social of business.socials) {
    await expect(footer.getByRole('link', { name: socialNetworkNames[social.network], exact: true })).toHaveAttribute(
      'href',
      social.href,
    )
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${business.name.en}`)
})

test('on a wide screen, the contact form and the blocks beside it end on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const [path, content] of [
    ['/contact', en],
    ['/fr/contact', fr],
  ] as const) {
    await page.goto(path)
    // The bottom of the block a heading titles.
    const cardBottom = async (title: string) => {
      const box = await page.getByRole('heading', { name: title }).locator('..').boundingBox()
      return Math.round((box?.y ?? NaN) + (box?.height ?? NaN))
    }
    const formBottom = await cardBottom(content.contact.form.title)
    expect(formBottom, path).toBe(await cardBottom(content.contact.hours.title))
  }
})

test("no call to action's drawing runs behind its text or buttons, at any width", async ({ page }) => {
  const bands = [
    ['/services', en.services.cta.title],
    ['/fr/services', fr.services.cta.title],
    ['/mobile-app', en.mobileApp.waitlist.title],
    ['/fr/application-mobile', fr.mobileApp.waitlist.title],
  ] as const
  for (const width of [375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, title] of bands) {
      await page.goto(path)
      await drawWholePage(page)
      const band = page.getByRole('region', { name: title })
      await band.scrollIntoViewIfNeeded()
      const crossings = await band.evaluate((section) => {
        const overlap = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        // The drawings: the band's hidden images that are not an icon in a button or a link.
        const drawings = [...section.querySelectorAll('svg[aria-hidden="true"]')].filter(
          (svg) => !svg.closest('a, button') && getComputedStyle(svg).display !== 'none',
        )
        const visibleRect = (element: Element) => {
          // Only the part inside the band's rounded box is drawn.
          const box = element.getBoundingClientRect()
          const clip = (element.parentElement as Element).getBoundingClientRect()
          return DOMRect.fromRect({
            x: Math.max(box.left, clip.left),
            y: Math.max(box.top, clip.top),
            width: Math.min(box.right, clip.right) - Math.max(box.left, clip.left),
            height: Math.min(box.bottom, clip.bottom) - Math.max(box.top, clip.top),
          })
        }
        // Every line of text and every button, by the boxes of its text.
        const texts = [...section.querySelectorAll('h2, p, a, button')].flatMap((element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          return [
            ...range.getClientRects(),
            ...(element.matches('a, button') ? [element.getBoundingClientRect()] : []),
          ].map((rect) => ({ text: (element.textContent ?? '').trim().slice(0, 30), rect }))
        })
        return drawings.flatMap((drawing) =>
          texts.filter(({ rect }) => overlap(visibleRect(drawing), rect)).map(({ text }) => text),
        )
      })
      expect(crossings, `${path} at ${width} px`).toEqual([])
    }
  }
})

test("on every page, the footer's colour sets it apart from the block above it", async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    for (const route of [...routes, ...frenchRoutes].map((r) => r.path).concat('/not-a-page')) {
      await page.goto(route)
      const [above, footer] = await page.evaluate(() => {
        // The colour a block shows: its own background, or the first one behind it.
        const shown = (element: Element | null): string => {
          for (let at = element; at; at = at.parentElement) {
            const colour = getComputedStyle(at).backgroundColor
            if (colour !== 'rgba(0, 0, 0, 0)') return colour
          }
          return 'none'
        }
        const main = document.querySelector('main')
        return [shown(main?.lastElementChild ?? main), shown(document.querySelector('footer'))]
      })
      expect(above, `${route}, ${theme} theme`).not.toBe(footer)
    }
  }
})

// A label the owner writes longer than the others takes two lines in a narrow tile; its row must
// still read across: figures ending on one line, labels starting on one. (A figure that wraps,
// such as the French "24 h/24, 7 j/7", ends on its row's line too.)
test('in every list of figures, a longer label leaves the figures of its row on one line', async ({ page }) => {
  test.slow()
  let rowsSeen = 0
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const route of [...routes, ...frenchRoutes]) {
      await page.goto(route.path)
      await drawWholePage(page)
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('main dl')].flatMap((list) => {
          // Each tile's label and figure, by row as drawn before any change.
          const byRow = new Map<number, { label: Element; figure: Element }[]>()
          for (const tile of list.children) {
            const label = tile.querySelector('dt')
            const figure = tile.querySelector('dd')
            if (!label || !figure) continue
            const top = Math.round(tile.getBoundingClientRect().top)
            byRow.set(top, [...(byRow.get(top) ?? []), { label, figure }])
          }
          const rowsOfTiles = [...byRow.values()].filter((tiles) => tiles.length > 1)
          // The first tile of each row gets a label three times as long.
          for (const [first] of rowsOfTiles) {
            if (first) first.label.textContent = Array(3).fill(first.label.textContent).join(' ')
          }
          return rowsOfTiles.map((tiles) =>
            tiles.map(({ label, figure }) => ({
              figureBottom: Math.round(figure.getBoundingClientRect().bottom),
              labelTop: Math.round(label.getBoundingClientRect().top),
              text: `${figure.textContent} / ${label.textContent}`,
            })),
          )
        }),
      )
      rowsSeen += rows.length
      for (const row of rows) {
        const where = `${route.path} at ${width} px: ${row.map((tile) => tile.text).join(' | ')}`
        expect(new Set(row.map((tile) => tile.figureBottom)).size, where).toBe(1)
        expect(new Set(row.map((tile) => tile.labelTop)).size, where).toBe(1)
      }
    }
  }
  // The home and services pages show figures side by side at these widths.
  expect(rowsSeen).toBeGreaterThan(0)
})
