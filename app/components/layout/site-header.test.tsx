import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'

import { en } from '~/content/en'
import { pageIds, paths } from '~/lib/paths'

import { SiteHeader } from './site-header'

function renderHeaderAt(path: string) {
  const Stub = createRoutesStub(pageIds.map((page) => ({ path: paths[page], Component: SiteHeader })))
  render(<Stub initialEntries={[path]} />)
}

const mainNav = () => screen.getByRole('navigation', { name: en.common.mainNavLabel })

describe('SiteHeader', () => {
  test('marks only the current page link as current', async () => {
    renderHeaderAt(paths.services)
    const current = await screen.findByRole('link', { name: en.common.pages.services })
    expect(current).toHaveAttribute('aria-current', 'page')
    for (const page of pageIds.filter((id) => id !== 'services')) {
      expect(screen.getByRole('link', { name: en.common.pages[page] })).not.toHaveAttribute('aria-current')
    }
  })

  test('the home link is not current on other pages', async () => {
    renderHeaderAt(paths.about)
    await screen.findByRole('link', { name: en.common.pages.about })
    expect(screen.getByRole('link', { name: en.common.pages.home })).not.toHaveAttribute('aria-current')
  })

  test('the menu button opens and closes the navigation it controls', async () => {
    const user = userEvent.setup()
    renderHeaderAt(paths.home)
    const button = await screen.findByRole('button', { name: en.common.menuLabel })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', mainNav().id)

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the open menu and returns focus to its button', async () => {
    const user = userEvent.setup()
    renderHeaderAt(paths.home)
    const button = await screen.findByRole('button', { name: en.common.menuLabel })
    await user.click(button)
    await user.tab()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  test('choosing a link closes the menu and goes to that page', async () => {
    const user = userEvent.setup()
    renderHeaderAt(paths.home)
    const button = await screen.findByRole('button', { name: en.common.menuLabel })
    await user.click(button)
    await user.click(screen.getByRole('link', { name: en.common.pages.contact }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: en.common.pages.contact })).toHaveAttribute('aria-current', 'page')
  })

  test('Get Started is an inert button until the owner gives it a target', async () => {
    renderHeaderAt(paths.home)
    const buttons = await screen.findAllByRole('button', { name: en.common.getStarted.label })
    for (const button of buttons) expect(button).toHaveAttribute('type', 'button')
  })
})
