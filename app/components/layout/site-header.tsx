import { useEffect, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'

import { ActionButton } from '~/components/ui/action-button'
import { Container } from '~/components/ui/section'
import { business, useCommonContent, useRouteHandle } from '~/content'
import { actionTarget, locales, pageIds, pathFor } from '~/lib/paths'
import { cn } from '~/lib/utils'

import { Logo } from './logo'
import { ThemeToggle } from './theme-toggle'
import { Icon } from '~/components/ui/icon'

const navId = 'site-nav'

export function SiteHeader() {
  const { common, locale } = useCommonContent()
  const handle = useRouteHandle()
  const otherLocale = locales.find((candidate) => candidate !== locale) ?? locale
  // The same page in the other language; from the not-found page, the other language's home.
  const otherLanguagePath = pathFor(handle?.page ?? 'home', otherLocale)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  const getStarted = (
    <ActionButton size="sm" {...actionTarget(common.getStarted, locale)}>
      {common.getStarted.label}
    </ActionButton>
  )

  // In the bar from 640 px; below that, in the menu, where there is room for it.
  const languageSwitch = (
    <Link
      to={otherLanguagePath}
      lang={otherLocale}
      hrefLang={otherLocale}
      onClick={() => setMenuOpen(false)}
      className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold underline-offset-4 hover:bg-muted hover:underline sm:rounded-full sm:text-sm"
    >
      {common.languageSwitch.label}
    </Link>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <Container className="flex min-h-16 flex-wrap items-center gap-x-3 py-2">
        <Logo name={business.brand.name} descriptor={business.brand.descriptor} to={pathFor('home', locale)} />
        <nav
          id={navId}
          aria-label={common.mainNavLabel}
          className={cn(
            'max-md:order-last max-md:basis-full md:mx-auto',
            // Below 768 px the list is a disclosure; without JavaScript it simply stays open.
            !menuOpen && 'max-md:hidden no-js:max-md:block',
          )}
        >
          <ul className="flex gap-1 py-2 max-md:flex-col md:items-center md:py-0 no-js:max-md:flex-row no-js:max-md:flex-wrap">
            {pageIds.map((page) => (
              <li key={page}>
                <NavLink
                  to={pathFor(page, locale)}
                  end
                  onClick={() => setMenuOpen(false)}
                  className="flex min-h-11 items-center rounded-lg px-3 font-medium text-muted-foreground underline-offset-8 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:font-bold aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2"
                >
                  {common.pages[page]}
                </NavLink>
              </li>
            ))}
            <li className="sm:hidden">{languageSwitch}</li>
            <li className="pt-2 md:hidden no-js:hidden">{getStarted}</li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0 md:gap-2">
          <div className="max-sm:hidden">{languageSwitch}</div>
          <ThemeToggle label={common.theme.toggle} />
          <div className="max-md:hidden no-js:max-md:block">{getStarted}</div>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
            // A fixed width, so the web font replacing the fallback cannot shift the header (CLS).
            className="inline-flex min-h-11 w-28 items-center justify-center gap-2 rounded-full font-semibold hover:bg-muted md:hidden no-js:hidden"
          >
            {menuOpen ? <Icon name="x" className="size-5" /> : <Icon name="menu" className="size-5" />}
            {common.menuLabel}
          </button>
        </div>
      </Container>
    </header>
  )
}
