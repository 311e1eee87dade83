/** Each page shows what docs/product.md lists, with its exact strings and counts. */
import { business, en, expect, test, waitForPageScripts } from './fixtures'

test.describe('home', () => {
  test('shows the hero, the four stats, three reasons and the app teaser', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('10,000+ Happy Users', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.hero.title)

    const about = page.getByRole('region', { name: en.home.about.title })
    for (const [value, label] of [
      ['5+', 'Years Experience'],
      ['98%', 'Success Rate'],
      ['24/7', 'Support'],
      ['50+', 'Experts'],
    ]) {
      await expect(about.getByRole('definition').filter({ hasText: value })).toHaveCount(1)
      await expect(about.getByRole('term').filter({ hasText: label })).toHaveCount(1)
    }
    await expect(about.getByRole('definition')).toHaveCount(4)

    const why = page.getByRole('region', { name: en.home.whyChoose.title })
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Weight Management',
      'Nutritional Support',
      'Long-Term Results',
    ])

    const teaser = page.getByRole('region', { name: en.home.appTeaser.title })
    await expect(teaser.getByText('Coming Soon!', { exact: true })).toBeVisible()
    await expect(teaser.getByRole('button', { name: /Google Play/ })).toBeVisible()
    await expect(teaser.getByRole('button', { name: /App Store/ })).toBeVisible()
  })

  test('the hero buttons and store badges do nothing yet', async ({ page }) => {
    await page.goto('/')
    await waitForPageScripts(page)
    for (const name of ['Start Your Journey', 'Learn More']) {
      const button = page.getByRole('button', { name })
      await expect(button).toHaveAttribute('type', 'button')
      await button.click()
      await expect(page).toHaveURL(/\/$/)
    }
    for (const name of [/Google Play/, /App Store/]) {
      const badge = page.getByRole('button', { name })
      await expect(badge).toHaveAccessibleName(/Coming soon/)
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
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText([
      'Weight Loss Coaching',
      'Nutritional Guidance',
      'Meal Planning',
      'Progress Monitoring',
      '24/7 Support',
      'Group Programs',
    ])
    for (const service of en.services.grid.items) {
      const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.title }) })
      await expect(card.getByRole('listitem')).toHaveText(service.features)
    }

    const steps = page.getByRole('region', { name: en.services.process.title }).getByRole('listitem')
    await expect(steps.getByRole('heading')).toHaveText([
      'Assessment',
      'Personalization',
      'Implementation',
      'Optimization',
    ])

    const results = page.getByRole('region', { name: en.services.results.title })
    await expect(results.getByRole('definition')).toHaveText(['92%', '85%', '78%', '4.8'])
    await expect(results.getByRole('term')).toHaveText([
      'Client Satisfaction',
      'Goal Achievement',
      'Long-Term Success',
      'Average Rating',
    ])
  })

  test('both calls to action lead to the contact page', async ({ page }) => {
    for (const name of ['Get Started Now', 'Schedule Consultation']) {
      await page.goto('/services')
      await waitForPageScripts(page)
      await page.getByRole('link', { name }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.hero.title)
    }
  })
})

test('mobile app shows six features, screenshot placeholders, two testimonials and the waitlist', async ({ page }) => {
  await page.goto('/mobile-app')
  const features = page.getByRole('region', { name: en.mobileApp.features.title })
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Daily Meal Check-in',
    'Weight Tracker',
    'Tip of the Day',
    'Smart Reminders',
    'Community Support',
    'Goal Setting',
  ])
  const screenshots = page.getByRole('region', { name: en.mobileApp.screenshots.title })
  await expect(screenshots.getByRole('figure')).toHaveCount(en.mobileApp.screenshots.screens.length)
  const testimonials = page.getByRole('region', { name: en.mobileApp.testimonials.title })
  await expect(testimonials.getByRole('blockquote')).toHaveCount(2)

  const waitlist = page.getByRole('link', { name: en.mobileApp.waitlist.buttonLabel })
  const href = new URL((await waitlist.getAttribute('href')) ?? '')
  expect(href.protocol).toBe('mailto:')
  expect(href.pathname).toBe(business.email)
  expect(href.searchParams.get('subject')).toBe(en.mobileApp.waitlist.emailSubject)
})
