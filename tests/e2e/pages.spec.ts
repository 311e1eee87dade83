/**
 * Each page shows what docs/product.md lists, in the counts it gives. The words and figures are
 * the owner's: read from the data files (./fixtures), never written here, so that an edit the
 * schema accepts never turns this red.
 */
import type { Page } from '@playwright/test'

import type { ActionContent } from '~/content/types'

import { en, expect, localizedPaths, test, waitForPageScripts } from './fixtures'

/** What an action does, as the owner set it: leads to a page, to an address, or nothing yet. */
async function expectAction(page: Page, action: ActionContent) {
  if (action.page || action.href) {
    await expect(page.getByRole('link', { name: action.label }).first()).toHaveAttribute(
      'href',
      action.page ? localizedPaths.en[action.page] : (action.href ?? ''),
    )
    return
  }
  const button = page.getByRole('button', { name: action.label }).first()
  const url = page.url()
  await expect(button).toHaveAttribute('type', 'button')
  await button.click()
  await expect(page).toHaveURL(url)
}

test.describe('home', () => {
  test('shows the hero and its badge, the four stats, three reasons and the app teaser', async ({ page }) => {
    await page.goto('/')
    // The badge leads with the happy-users figure, and goes with it when the owner drops it.
    await expect(
      page.getByText(`${en.facts.figures.happyUsers} ${en.home.hero.badgeLabel}`, { exact: true }),
    ).toHaveCount(en.facts.figures.happyUsers ? 1 : 0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.hero.title)

    const about = page.getByRole('region', { name: en.home.about.title })
    await expect(about.getByRole('definition')).toHaveText(
      en.home.about.items.map(({ stat }) => en.facts.figures[stat] ?? ''),
    )
    await expect(about.getByRole('term')).toHaveText(en.home.about.items.map(({ label }) => label))

    const why = page.getByRole('region', { name: en.home.whyChoose.title })
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(en.home.whyChoose.items.map((item) => item.title))

    const teaser = page.getByRole('region', { name: en.home.appTeaser.title })
    await expect(teaser.getByText(en.home.appTeaser.comingSoon, { exact: true })).toBeVisible()
    for (const store of ['googlePlay', 'appStore'] as const) {
      await expect(
        teaser.getByRole(en.facts.appStoreUrls[store] ? 'link' : 'button', {
          name: new RegExp(en.appStores[store].label),
        }),
      ).toBeVisible()
    }
  })

  test('the hero buttons do what the owner set; a store badge without its page does nothing yet', async ({ page }) => {
    await page.goto('/')
    await waitForPageScripts(page)
    await expectAction(page, en.home.hero.primaryAction)
    await expectAction(page, en.home.hero.secondaryAction)
    for (const store of ['googlePlay', 'appStore'] as const) {
      const { comingSoonCaption, label } = en.appStores[store]
      if (en.facts.appStoreUrls[store]) continue
      const badge = page.getByRole('button', { name: `${comingSoonCaption} ${label}` }).first()
      await expect(badge).toHaveAttribute('aria-disabled', 'true')
      // Playwright won't click an aria-disabled control; a visitor still can.
      await badge.click({ force: true })
      await expect(page).toHaveURL(/\/$/)
    }
  })
})

test('about shows the mission, the story and three team cards', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('region', { name: en.about.mission.title })).toContainText(en.about.mission.statement)
  const story = page.getByRole('region', { name: en.about.story.title })
  for (const paragraph of en.about.story.paragraphs) await expect(story).toContainText(paragraph)
  const team = page.getByRole('region', { name: en.about.team.title })
  await expect(team.getByRole('listitem')).toHaveCount(3)
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(en.about.team.members.map((member) => member.name))
})

test.describe('services', () => {
  test('shows six services with features, four steps in order, four stats and the call to action', async ({ page }) => {
    await page.goto('/services')
    const grid = page.getByRole('region', { name: en.services.grid.title })
    await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(6)
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(en.services.grid.items.map((item) => item.title))
    for (const service of en.services.grid.items) {
      const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.title }) })
      await expect(card.getByRole('listitem')).toHaveText(service.features)
    }

    const steps = page.getByRole('region', { name: en.services.process.title }).getByRole('listitem')
    await expect(steps.getByRole('heading')).toHaveText(en.services.process.steps.map((step) => step.title))

    const results = page.getByRole('region', { name: en.services.results.title })
    await expect(results.getByRole('definition')).toHaveText(
      en.services.results.items.map(({ stat }) => en.facts.figures[stat] ?? ''),
    )
    await expect(results.getByRole('term')).toHaveText(en.services.results.items.map(({ label }) => label))
  })

  test('both calls to action do what the owner set', async ({ page }) => {
    for (const action of [en.services.cta.primaryAction, en.services.cta.secondaryAction]) {
      await page.goto('/services')
      await waitForPageScripts(page)
      await expectAction(page, action)
    }
  })
})

test('mobile app shows six features, screenshot placeholders, two testimonials and the waitlist', async ({ page }) => {
  await page.goto('/mobile-app')
  const features = page.getByRole('region', { name: en.mobileApp.features.title })
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(
    en.mobileApp.features.items.map((feature) => feature.title),
  )
  const screenshots = page.getByRole('region', { name: en.mobileApp.screenshots.title })
  await expect(screenshots.getByRole('figure')).toHaveCount(en.mobileApp.screenshots.screens.length)
  const testimonials = page.getByRole('region', { name: en.mobileApp.testimonials.title })
  await expect(testimonials.getByRole('blockquote')).toHaveCount(2)

  const waitlist = page.getByRole('link', { name: en.mobileApp.waitlist.buttonLabel })
  const href = new URL((await waitlist.getAttribute('href')) ?? '')
  expect(href.protocol).toBe('mailto:')
  expect(`mailto:${href.pathname}`).toBe(en.facts.contact.email.href)
  expect(href.searchParams.get('subject')).toBe(en.mobileApp.waitlist.emailSubject)
})
