import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { business } from '~/content/business'
import { en } from '~/content/en'
import { pageIds } from '~/lib/paths'

import { SiteFooter } from './site-footer'

function renderFooter() {
  const Stub = createRoutesStub([{ path: '/', Component: SiteFooter }])
  render(<Stub />)
}

afterEach(() => vi.useRealTimers())

describe('SiteFooter', () => {
  test("shows the visitor's current year, not the year the site was built", async () => {
    vi.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z'), toFake: ['Date'] })
    renderFooter()
    expect(await screen.findByText(`© 2031 ${business.name}. All rights reserved.`)).toBeInTheDocument()
  })

  test('links the phone and e-mail and lists the postal address', async () => {
    renderFooter()
    expect(await screen.findByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      `tel:${business.phone.e164}`,
    )
    expect(screen.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`)
    expect(screen.getByText(business.address.street)).toBeInTheDocument()
  })

  test('has quick links to the five pages and four named social links', async () => {
    renderFooter()
    const quickLinks = await screen.findByRole('navigation', { name: en.common.footerNavLabel })
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
