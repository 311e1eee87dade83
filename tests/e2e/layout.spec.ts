import { business, en, expect, frenchRoutes, routes, test, viewports, waitForHydration } from './fixtures'

const mainNav = en.common.mainNavLabel

test.describe('header', () => {
  test('stays at the top after a scroll and marks the current page', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/services')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    const header = page.getByRole('banner')
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
    await expect(header.getByRole('link', { name: en.common.pages.services })).toHaveAttribute('aria-current', 'page')
    await expect(header.getByRole('link', { name: en.common.pages.home })).not.toHaveAttribute('aria-current')
  })

  test('header links reach each page and move the current mark', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/')
    await waitForHydration(page)
    for (const route of routes) {
      const link = page.getByRole('navigation', { name: mainNav }).getByRole('link', { name: route.name })
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${route.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
      await expect(link).toHaveAttribute('aria-current', 'page')
    }
  })

  test('the logo links home', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('link', { name: business.name }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('Get Started does nothing yet', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/about')
    await waitForHydration(page)
    const button = page.getByRole('banner').getByRole('button', { name: en.common.getStarted.label })
    await expect(button).toHaveAttribute('type', 'button')
    await button.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title)
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: en.common.skipLink })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('is painted whole, so nothing in it shifts while a slow page is still arriving', async ({ page }) => {
    await page.setViewportSize(viewports.phone)
    // Hold the parser in the middle of the header, right after the theme button, the way a
    // slow network or a busy phone can: a script there that takes half a second to arrive.
    const themeButton = new RegExp(`<button[^>]*aria-label="${en.common.theme.toggle}"[\\s\\S]*?</button>`)
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

  test('opens, closes, closes on Escape and when a link is chosen', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const menu = page.getByRole('button', { name: en.common.menuLabel })
    const navLink = page.getByRole('navigation', { name: mainNav }).getByRole('link', { name: en.common.pages.about })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(navLink).toBeHidden()

    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(navLink).toBeVisible()
    await menu.click()
    await expect(navLink).toBeHidden()

    await menu.click()
    await page.keyboard.press('Escape')
    await expect(navLink).toBeHidden()
    await expect(menu).toBeFocused()

    await menu.click()
    await navLink.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(navLink).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title)
  })

  test('Get Started in the menu does nothing yet', async ({ page }) => {
    await page.goto('/services')
    await waitForHydration(page)
    await page.getByRole('button', { name: en.common.menuLabel }).click()
    await page.getByRole('button', { name: en.common.getStarted.label }).click()
    await expect(page).toHaveURL(/\/services$/)
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`no page scrolls sideways or hides text at 320 to 1440 px, ${theme} theme`, async ({ page }) => {
    // Fifty-five page loads in one test: 13–25 s here, too near the default 30 s.
    test.slow()
    await page.emulateMedia({ colorScheme: theme })
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      for (const route of [...routes, ...frenchRoutes].map((r) => r.path).concat('/not-a-page')) {
        await page.goto(route)
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
      }
    }
  })
}

test('the footer holds the description, contact block, quick links, socials and copyright', async ({ page }) => {
  await page.goto('/mobile-app')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(en.common.footer.description)).toBeVisible()
  await expect(footer.getByText(business.address.street)).toBeVisible()
  await expect(footer.getByRole('link', { name: business.phone.display })).toHaveAttribute(
    'href',
    `tel:${business.phone.e164}`,
  )
  await expect(footer.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`)
  const quickLinks = footer.getByRole('navigation', { name: en.common.footerNavLabel }).getByRole('link')
  await expect(quickLinks).toHaveText(routes.map((route) => route.name))
  const socials = footer.getByRole('list', { name: en.common.socialNavLabel }).getByRole('link')
  await expect(socials).toHaveCount(4)
  for (const social of business.socials) {
    await expect(footer.getByRole('link', { name: social.name, exact: true })).toHaveAttribute('href', social.href)
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${business.name}`)
})
