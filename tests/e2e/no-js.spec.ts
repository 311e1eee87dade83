import { en, expect, navigationRoutes, policyRoutes, routes, test } from './fixtures'

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [375, 1280]) {
    test(`every page links to every page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const route of routes) {
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
        // The privacy and accessibility pages, at the foot of every page.
        const policies = page.getByRole('navigation', { name: en.everyPage.policiesNavLabel })
        for (const target of policyRoutes) {
          await expect(policies.getByRole('link', { name: target.name })).toHaveAttribute('href', target.path)
        }
        // Below 768 px the links are behind the Menu button, a popover that needs no script.
        if (width < 768) await page.getByRole('button', { name: en.everyPage.menuLabel }).click()
        const nav = page.getByRole('navigation', { name: en.everyPage.mainNavLabel })
        for (const target of navigationRoutes) {
          await expect(nav.getByRole('link', { name: target.name })).toBeVisible()
        }
        const current = navigationRoutes.includes(route) ? nav : policies
        await expect(current.getByRole('link', { name: route.name })).toHaveAttribute('aria-current', 'page')
        // The theme switch needs its script, so it is not offered.
        await expect(page.getByRole('button', { name: en.everyPage.theme.toggle })).toBeHidden()
      }
    })
  }

  test('the header links work', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: en.everyPage.mainNavLabel })
      .getByRole('link', { name: en.everyPage.pages.services })
      .click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.services.hero.title)
  })
})

test.describe('each page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const pageContent = {
    '/': [
      // Only the figures the owner shows: each stat item names one (app/content/site-content.ts).
      ...(en.facts.figures.happyUsers ? [`${en.facts.figures.happyUsers} ${en.home.hero.badgeLabel}`] : []),
      en.home.about.title,
      ...en.home.about.items.map(({ stat }) => en.facts.figures[stat] ?? ''),
      ...en.home.whyChoose.items.map((item) => item.title),
      en.home.appTeaser.comingSoon,
    ],
    '/about': [en.about.mission.statement, en.about.story.title, ...en.about.team.members.map((member) => member.name)],
    '/services': [
      ...en.services.grid.items.flatMap((service) => [service.title, ...service.features]),
      ...en.services.process.steps.map((step) => step.title),
      ...en.services.results.items.map(({ stat }) => en.facts.figures[stat] ?? ''),
      en.services.cta.primaryAction.label,
      en.services.cta.secondaryAction.label,
    ],
    '/mobile-app': [
      ...en.mobileApp.features.items.map((feature) => feature.title),
      ...en.mobileApp.testimonials.items.map((testimonial) => testimonial.quote),
      en.mobileApp.waitlist.buttonLabel,
    ],
    '/contact': [
      ...en.contact.faq.items.map((item) => item.question),
      en.contact.hours.title,
      en.contact.form.noScriptNotice,
    ],
    '/privacy': [
      en.privacy.responsible.title,
      en.facts.privacyOfficer.name,
      ...Object.keys(en.privacy.browserStorage.entries),
      en.privacy.complaints.title,
      en.privacy.effectiveDate.text,
    ],
    '/accessibility': [
      en.accessibility.standard.title,
      ...en.accessibility.knownLimits.items,
      en.accessibility.feedback.title,
      en.accessibility.lastReviewed.text,
    ],
  }

  for (const [path, texts] of Object.entries(pageContent)) {
    test(`${path} shows its full content from the prerendered HTML`, async ({ page }) => {
      await page.goto(path)
      for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
    })
  }
})
