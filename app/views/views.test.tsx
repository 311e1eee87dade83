import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { locales } from '~/content/pages'
import { asWritten, fixtureContent } from '~tests/fixtures/content'
import { realBusinessWritten } from '~tests/fixtures/real-business'

import { AboutView } from './about-view'
import { ContactView } from './contact-view'
import { HomeView } from './home-view'
import { MobileAppView } from './mobile-app-view'
import { ServicesView } from './services-view'

const views = {
  home: HomeView,
  about: AboutView,
  services: ServicesView,
  mobileApp: MobileAppView,
  contact: ContactView,
}

describe.each(locales)('every view in %s', (locale) => {
  test.each(Object.entries(views))('%s: each section is named by its own title', (_name, View) => {
    const { container } = render(<View site={fixtureContent[locale]} />)
    const sections = [...container.querySelectorAll('section')]
    expect(sections.length).toBeGreaterThan(0)
    for (const section of sections) {
      const [title] = within(section).getAllByRole('heading', { level: 2 })
      expect(section).toHaveAccessibleName(title?.textContent ?? 'a section without a title')
    }
  })
})

describe.each(locales)('the business’s facts, as %s writes them', (locale) => {
  const site = fixtureContent[locale]

  test('the home page shows the happy-users figure in its badge and the figures of its about block', () => {
    render(<HomeView site={site} />)
    expect(
      screen.getByText(`${realBusinessWritten.happyUsers[locale]} ${site.home.hero.badgeLabel}`, asWritten),
    ).toBeVisible()
    expect(screen.getByText(realBusinessWritten.support[locale], asWritten)).toBeVisible()
  })

  test('the contact page lists the address, the phone and each row of the opening hours', () => {
    render(<ContactView site={site} />)
    const main = screen.getByRole('heading', { name: site.contact.details.title }).parentElement as HTMLElement
    expect(within(main).getByRole('link', { name: realBusinessWritten.phone[locale] })).toHaveAttribute(
      'href',
      realBusinessWritten.phone.href,
    )
    for (const line of realBusinessWritten.addressLines[locale]) {
      expect(within(main).getByText(line, asWritten)).toBeVisible()
    }
    const hours = screen.getByRole('heading', { name: site.contact.hours.title }).parentElement as HTMLElement
    expect(within(hours).getAllByRole('term')).toHaveLength(3)
    expect(within(hours).getByText(site.contact.hours.closedLabel)).toBeVisible()
  })
})
