import { cleanup, render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { type PageId, languageTags, localizedPaths, navigationPageIds, policyPageIds } from '~/content/pages'
import type { EveryPageContent } from '~/content/types'
import { fixtureEn as en, fixtureFr as fr } from '~tests/fixtures/content'
import { realBusiness, realBusinessWritten } from '~tests/fixtures/real-business'

import { SiteHeader } from './site-header'

/**
 * Renders the header and returns the navigation its Menu button opens. jsdom hides a closed
 * popover but cannot open one (the browser tests do), nor apply the stylesheet that shows the
 * list from 768 px; so the links are queried with `hidden: true`.
 */
function renderHeader(
  currentPage: PageId | null,
  locale: 'en' | 'fr' = 'en',
  everyPage: EveryPageContent = (locale === 'en' ? en : fr).everyPage,
) {
  const brand = { name: realBusiness.brand.name, descriptor: realBusiness.brand.descriptor[locale] }
  render(<SiteHeader brand={brand} everyPage={everyPage} locale={locale} currentPage={currentPage} />)
  const menuButton = screen.getByRole('button', { name: everyPage.menuLabel })
  const nav = document.getElementById(menuButton.getAttribute('popovertarget') ?? '')
  if (!nav) throw new Error('the Menu button opens no element')
  expect(nav.localName).toBe('nav')
  expect(nav).toHaveAttribute('aria-label', everyPage.mainNavLabel)
  return nav
}

describe('SiteHeader', () => {
  test('marks only the current page link as current', () => {
    const nav = renderHeader('services')
    const link = (page: PageId) => within(nav).getByRole('link', { name: en.everyPage.pages[page], hidden: true })
    expect(link('services')).toHaveAttribute('aria-current', 'page')
    for (const page of navigationPageIds.filter((id) => id !== 'services'))
      expect(link(page)).not.toHaveAttribute('aria-current')
  })

  test('marks no link as current on the not-found page', () => {
    const nav = renderHeader(null)
    for (const link of within(nav).getAllByRole('link', { hidden: true })) {
      expect(link).not.toHaveAttribute('aria-current')
    }
  })

  test('links the five pages of the specification in the page’s own language, and no other page', () => {
    const nav = renderHeader('home', 'fr')
    for (const page of navigationPageIds) {
      expect(within(nav).getByRole('link', { name: fr.everyPage.pages[page], hidden: true })).toHaveAttribute(
        'href',
        localizedPaths.fr[page],
      )
    }
    for (const page of policyPageIds) {
      expect(within(nav).queryByRole('link', { name: fr.everyPage.pages[page], hidden: true })).toBeNull()
    }
  })

  test('marks no link as current on a page outside the navigation, and links its translation', () => {
    const nav = renderHeader('privacy')
    for (const link of within(nav).getAllByRole('link', { hidden: true })) {
      expect(link).not.toHaveAttribute('aria-current')
    }
    expect(within(nav).getByRole('link', { name: en.everyPage.languageSwitch.label, hidden: true })).toHaveAttribute(
      'href',
      localizedPaths.fr.privacy,
    )
  })

  test('the menu button opens the main navigation as a popover, with no script', () => {
    const nav = renderHeader('home')
    expect(nav).toHaveAttribute('popover', 'auto')
    expect(screen.getByRole('button', { name: en.everyPage.menuLabel })).toHaveAttribute('type', 'button')
  })

  test('the language switch leads to the same page in the other language, labelled in it', () => {
    renderHeader('about')
    const switches = screen.getAllByRole('link', { name: en.everyPage.languageSwitch.label, hidden: true })
    expect(switches).toHaveLength(2)
    for (const link of switches) {
      expect(link).toHaveAttribute('href', localizedPaths.fr.about)
      expect(link).toHaveAttribute('lang', languageTags.fr)
    }
  })

  test('the theme button has no pressed state until its script runs (it stays invisible till then)', () => {
    renderHeader('home')
    expect(screen.getByRole('button', { name: en.everyPage.theme.toggle })).not.toHaveAttribute('aria-pressed')
  })

  test('Get Started is an inert button until the owner gives it a target, then a link to it', () => {
    const inert = { ...en.everyPage, getStarted: { label: 'Get started' } }
    renderHeader('home', 'en', inert)
    const buttons = screen.getAllByRole('button', { name: 'Get started', hidden: true })
    expect(buttons).toHaveLength(2)
    for (const button of buttons) expect(button).toHaveAttribute('type', 'button')
    cleanup()

    renderHeader('home', 'en', { ...en.everyPage, getStarted: { label: 'Get started', page: 'contact' } })
    const links = screen.getAllByRole('link', { name: 'Get started', hidden: true })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toHaveAttribute('href', localizedPaths.en.contact)
  })

  test('the logo names the business and leads home', () => {
    renderHeader('about', 'fr')
    expect(screen.getByRole('link', { name: realBusinessWritten.name.fr })).toHaveAttribute(
      'href',
      localizedPaths.fr.home,
    )
  })
})
