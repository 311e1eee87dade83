import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { business, getContent } from '~/content'
import { pageIds } from '~/content/pages'

import { SiteFooter } from './site-footer'

const en = getContent('en')

const renderFooter = (buildYear = 2026) => render(<SiteFooter common={en.common} locale="en" buildYear={buildYear} />)

describe('SiteFooter', () => {
  test('shows the copyright line with the year of the build', () => {
    renderFooter(2026)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2026 ${business.name}. All rights reserved.`)
  })

  // The stand-in facts of app/content/data/business.json, as the English pages write them.
  test('links the phone and e-mail and lists the postal address', () => {
    renderFooter()
    expect(screen.getByRole('link', { name: '+1 (613) 555-0142' })).toHaveAttribute('href', 'tel:+16135550142')
    expect(screen.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`)
    expect(screen.getByText('150 Elgin Street, Suite 1000')).toBeInTheDocument()
    expect(screen.getByText('Ottawa, ON K2P 1L4')).toBeInTheDocument()
  })

  test('has quick links to the five pages and four named social links', () => {
    renderFooter()
    const quickLinks = screen.getByRole('navigation', { name: en.common.footerNavLabel })
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(pageIds.map((page) => en.common.pages[page]))
    const socials = screen.getByRole('list', { name: en.common.socialNavLabel })
    expect(within(socials).getAllByRole('link')).toHaveLength(4)
    const networkNames = { facebook: 'Facebook', instagram: 'Instagram', x: 'X', youtube: 'YouTube' }
    for (const social of business.socials) {
      expect(within(socials).getByRole('link', { name: networkNames[social.network] })).toHaveAttribute(
        'href',
        social.href,
      )
    }
  })
})
