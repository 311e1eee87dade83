import { render, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { getContent } from '~/content'
import { locales } from '~/content/pages'

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
    const { container } = render(<View site={getContent(locale)} />)
    const sections = [...container.querySelectorAll('section')]
    expect(sections.length).toBeGreaterThan(0)
    for (const section of sections) {
      const [title] = within(section).getAllByRole('heading', { level: 2 })
      expect(section).toHaveAccessibleName(title?.textContent ?? 'a section without a title')
    }
  })
})
