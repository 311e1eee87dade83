/**
 * What a screen-reader or keyboard visitor relies on from page to page: WCAG 3.2.3 (the same
 * navigation in the same order on every page) and 3.2.4 (the same things named the same way),
 * 1.3.1 / 2.4.6 (one h1 and no skipped heading level; one banner, main and footer; every
 * navigation named), 3.1.1 and 3.1.2 (the page's language, and the language of parts in the
 * other language).
 */
import { languageTags } from '~/content/pages'

import {
  en,
  expect,
  fr,
  frenchNavigationRoutes,
  frenchPolicyRoutes,
  frenchRoutes,
  navigationRoutes,
  policyRoutes,
  routes,
  test,
  viewports,
  waitForPageScripts,
  unknownPaths,
} from './fixtures'

interface Outline {
  lang: string
  landmarks: string[]
  navigations: Record<string, string[]>
  headings: { level: number; text: string }[]
  otherLanguage: { text: string; lang: string }[]
  images: string[]
  footer: string
}

for (const [locale, localeRoutes, content, navigation, policies] of [
  ['en', routes, en, navigationRoutes, policyRoutes],
  ['fr', frenchRoutes, fr, frenchNavigationRoutes, frenchPolicyRoutes],
] as const) {
  test(`every ${locale} page has the same navigation in the same order and names, one h1 and no skipped heading, its landmarks, and its language marked`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop)
    const outlines: { path: string; outline: Outline }[] = []
    for (const route of [...localeRoutes, { path: unknownPaths.en, locale: 'en' as const }]) {
      await page.goto(route.path)
      await waitForPageScripts(page)
      const outline: Outline = await page.evaluate(() => {
        const roleOf = (element: Element) =>
          ({ HEADER: 'banner', MAIN: 'main', FOOTER: 'contentinfo', NAV: 'navigation' })[element.tagName] ??
          element.getAttribute('role') ??
          'region'
        const nameOf = (element: Element) => element.getAttribute('aria-label') ?? ''
        const landmarks = [
          ...document.querySelectorAll('header, main, footer, nav, [role=region], section[aria-labelledby]'),
        ]
          .filter((element) => !(element.tagName === 'HEADER' && element.closest('main, section, article')))
          .map((element) => `${roleOf(element)} ${nameOf(element)}`.trim())
        const navigations = Object.fromEntries(
          [...document.querySelectorAll('nav')].map((nav) => [
            nameOf(nav),
            [...nav.querySelectorAll('a')].map((link) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`),
          ]),
        )
        const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((heading) => heading.checkVisibility())
          .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.textContent?.trim() ?? '' }))
        const otherLanguage = [...document.querySelectorAll('body [lang]')].map((element) => ({
          text: element.textContent?.trim() ?? '',
          lang: element.getAttribute('lang') ?? '',
        }))
        // 1.4.5: no picture a screen reader or a zoom would see as one: every drawing is decorative SVG.
        const images = [
          ...document.querySelectorAll('img, picture, canvas, [role=img], svg:not([aria-hidden=true] svg)'),
        ]
          .filter((image) => image.getAttribute('aria-hidden') !== 'true')
          .map((image) => image.outerHTML.slice(0, 60))
        const footer = document.querySelector('footer')?.innerText ?? ''
        return { lang: document.documentElement.lang, landmarks, navigations, headings, otherLanguage, images, footer }
      })
      outlines.push({ path: route.path, outline })
    }

    for (const { path, outline } of outlines) {
      // The not-found page serves both languages from one path, in English (docs/product.md).
      const pageLocale = path === unknownPaths.en ? 'en' : locale
      expect(outline.lang, `3.1.1 language of ${path}`).toBe(languageTags[pageLocale])
      // 3.1.2: the one phrase in the other language, the language switch, is marked as such.
      const switchLabel = (pageLocale === 'en' ? en : fr).everyPage.languageSwitch.label
      const otherLocale = pageLocale === 'en' ? 'fr' : 'en'
      expect(outline.otherLanguage.filter((part) => part.text === switchLabel).map((part) => part.lang)).toContain(
        languageTags[otherLocale],
      )
      expect(
        outline.otherLanguage.every((part) => part.lang === languageTags[otherLocale]),
        `parts marked on ${path}`,
      ).toBe(true)

      expect(
        outline.headings.filter((heading) => heading.level === 1),
        `one h1 on ${path}`,
      ).toHaveLength(1)
      expect(outline.headings[0]?.level, `first heading on ${path}`).toBe(1)
      const skips = outline.headings.filter(
        (heading, index) => index > 0 && heading.level > (outline.headings[index - 1]?.level ?? 1) + 1,
      )
      expect(skips, `skipped heading levels on ${path}`).toEqual([])

      for (const role of ['banner', 'main', 'contentinfo']) {
        expect(
          outline.landmarks.filter((landmark) => landmark === role),
          `${role} on ${path}`,
        ).toHaveLength(1)
      }
      const navigationNames = Object.keys(outline.navigations)
      expect(navigationNames.every(Boolean), `every navigation named on ${path}`).toBe(true)
      expect(new Set(navigationNames).size, `navigation names unique on ${path}`).toBe(navigationNames.length)
      expect(outline.images, `images on ${path}`).toEqual([])
    }

    // 3.2.3 and 3.2.4: on every page of the language, the header's and the footer's navigation
    // are the same links, to the same places, in the same order, with the same names: the
    // specification's five pages in the header and the quick links, the privacy and accessibility
    // pages at the foot.
    const [first, ...rest] = outlines.filter(({ path }) => path !== unknownPaths.en)
    expect(Object.keys(first?.outline.navigations ?? {})).toEqual([
      content.everyPage.mainNavLabel,
      content.everyPage.footerNavLabel,
      content.everyPage.policiesNavLabel,
    ])
    const linksTo = (pages: readonly { name: string; path: string }[]) =>
      pages.map((route) => `${route.name} → ${route.path}`)
    expect(first?.outline.navigations[content.everyPage.mainNavLabel]?.slice(0, 5)).toEqual(linksTo(navigation))
    expect(first?.outline.navigations[content.everyPage.footerNavLabel]).toEqual(linksTo(navigation))
    expect(first?.outline.navigations[content.everyPage.policiesNavLabel]).toEqual(linksTo(policies))
    for (const { path, outline } of rest) {
      expect(outline.navigations, `navigation on ${path} against ${first?.path}`).toEqual(
        // The language switch in the menu leads to this page's own translation, so it differs.
        Object.fromEntries(
          Object.entries(first?.outline.navigations ?? {}).map(([name, links]) => [
            name,
            links.map((link, index) =>
              link.startsWith(`${content.everyPage.languageSwitch.label} →`)
                ? (outline.navigations[name]?.[index] ?? link)
                : link,
            ),
          ]),
        ),
      )
      expect(
        outline.landmarks.filter((landmark) => !landmark.startsWith('region')),
        `landmarks on ${path}`,
      ).toEqual(first?.outline.landmarks.filter((landmark) => !landmark.startsWith('region')))
    }
  })
}
