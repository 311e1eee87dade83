import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { SiteFooter } from '~/components/layout/site-footer'
import { ThemeToggle } from '~/components/layout/theme-toggle'
import { NotFoundView } from '~/views/not-found-view'
import { fixtureEn as en, fixtureFr as fr } from '~tests/fixtures/content'
import { realBusinessWritten } from '~tests/fixtures/real-business'

/** Runs a page script the way the page does: once, after the markup it works on is in place. */
async function runScript(name: 'theme-switching' | 'footer-year' | 'not-found') {
  vi.resetModules()
  await import(`./${name}.ts`)
}

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
  delete document.documentElement.dataset.theme
  window.history.replaceState(null, '', '/')
})

describe('footer-year', () => {
  test("shows the visitor's current year, not the year the site was built", async () => {
    vi.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z'), toFake: ['Date'] })
    render(<SiteFooter facts={en.facts} everyPage={en.everyPage} locale="en" buildYear={2026} />)
    await runScript('footer-year')
    const copyright = en.everyPage.footer.copyright
      .replace('{year}', '2031')
      .replace('{name}', realBusinessWritten.name.en)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(copyright)
  })
})

describe('theme-switching', () => {
  beforeEach(() => render(<ThemeToggle label={en.everyPage.theme.toggle} />))

  test('shows the button, unpressed under a light system theme', async () => {
    await runScript('theme-switching')
    expect(screen.getByRole('button', { name: en.everyPage.theme.toggle })).toHaveAttribute('aria-pressed', 'false')
  })

  test('switches to dark and back, and keeps the choice for the next pages', async () => {
    const user = userEvent.setup()
    await runScript('theme-switching')
    const toggle = screen.getByRole('button', { name: en.everyPage.theme.toggle })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  test('starts pressed when the visitor chose dark before', async () => {
    document.documentElement.dataset.theme = 'dark'
    await runScript('theme-switching')
    expect(screen.getByRole('button', { name: en.everyPage.theme.toggle })).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('not-found', () => {
  test('logs the path the visitor asked for, in the language of the page', async () => {
    for (const [content, locale, path] of [
      [en.notFound, 'en', '/no-such-page'],
      [fr.notFound, 'fr', '/fr/page-inconnue'],
    ] as const) {
      const { unmount } = render(<NotFoundView content={content} locale={locale} />)
      window.history.replaceState(null, '', path)
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      await runScript('not-found')
      expect(error).toHaveBeenCalledWith(content.consoleMessage, path)
      unmount()
    }
  })
})
