import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { business } from '~/content/business'
import { en } from '~/content/en'
import { pageIds } from '~/content/pages'

import { SiteFooter } from './site-footer'

const renderFooter = (buildYear = 2026) => render(<SiteFooter common={en.common} locale="en" buildYear={buildYear} />)

describe('SiteFooter', () => {
  test('shows the copyright line with the year of the build', () => {
    renderFooter(2026)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2026 ${business.name}. All rights reserved.`)
  })

  test('links the phone and e-mail and lists the postal address', () => {
    renderFooter()
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      `tel:${business.phone.e164}`,
    )
    expect(screen.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`)
    expect(screen.getByText(business.address.street)).toBeInTheDocument()
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
    for (const social of business.socials) {
      expect(within(socials).getByRole('link', { name: social.name })).toHaveAttribute('href', social.href)
    }
  })
})
