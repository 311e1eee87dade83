import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { type PageId, localizedPaths, navigationPageIds, policyPageIds } from '~/content/pages'
import { asWritten, fixtureEn, fixtureFr } from '~tests/fixtures/content'
import { realBusiness, realBusinessWritten } from '~tests/fixtures/real-business'

import { SiteFooter } from './site-footer'

const renderFooter = (site = fixtureEn, buildYear = 2026, currentPage: PageId | null = 'home') =>
  render(
    <SiteFooter
      facts={site.facts}
      everyPage={site.everyPage}
      locale={site.locale}
      currentPage={currentPage}
      buildYear={buildYear}
    />,
  )

describe('SiteFooter', () => {
  test('shows the copyright line with the year of the build and the business name', () => {
    renderFooter(fixtureEn, 2026)
    const copyright = fixtureEn.everyPage.footer.copyright
      .replace('{year}', '2026')
      .replace('{name}', realBusinessWritten.name.en)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(copyright)
  })

  test.each([
    ['en', fixtureEn],
    ['fr', fixtureFr],
  ] as const)('links the phone and e-mail and lists the postal address, written the %s way', (locale, site) => {
    renderFooter(site)
    expect(screen.getByRole('link', { name: realBusinessWritten.phone[locale] })).toHaveAttribute(
      'href',
      realBusinessWritten.phone.href,
    )
    expect(screen.getByRole('link', { name: realBusiness.email })).toHaveAttribute(
      'href',
      `mailto:${realBusiness.email}`,
    )
    for (const line of realBusinessWritten.addressLines[locale]) {
      expect(screen.getByText(line, asWritten)).toBeInTheDocument()
    }
  })

  test('has quick links to the five pages and the four social links, each named by its network', () => {
    renderFooter()
    const quickLinks = screen.getByRole('navigation', { name: fixtureEn.everyPage.footerNavLabel })
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navigationPageIds.map((page) => fixtureEn.everyPage.pages[page]))
    const socials = screen.getByRole('list', { name: fixtureEn.everyPage.socialNavLabel })
    expect(within(socials).getAllByRole('link')).toHaveLength(4)
    const networkNames = { facebook: 'Facebook', instagram: 'Instagram', x: 'X', youtube: 'YouTube' }
    for (const social of realBusiness.socials) {
      expect(within(socials).getByRole('link', { name: networkNames[social.network] })).toHaveAttribute(
        'href',
        social.href,
      )
    }
  })

  test.each([
    ['en', fixtureEn],
    ['fr', fixtureFr],
  ] as const)('links the privacy and accessibility pages in %s, marking the one shown as current', (locale, site) => {
    renderFooter(site, 2026, 'accessibility')
    const policies = screen.getByRole('navigation', { name: site.everyPage.policiesNavLabel })
    const links = within(policies).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      policyPageIds.map((page) => [site.everyPage.pages[page], localizedPaths[locale][page]]),
    )
    expect(within(policies).getByRole('link', { name: site.everyPage.pages.accessibility })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(policies).getByRole('link', { name: site.everyPage.pages.privacy })).not.toHaveAttribute(
      'aria-current',
    )
  })
})
