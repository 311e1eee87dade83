import { ActionButton } from '~/components/ui/action-button'
import { Icon } from '~/components/ui/icon'
import { Container } from '~/components/ui/section'
import type { BusinessFacts, EveryPageContent } from '~/content/types'
import { type Locale, type PageId, navigationPageIds } from '~/content/pages'
import { actionTarget, otherLocale, pathFor } from '~/content/pages'
import { cn } from '~/lib/utils'

import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { ThemeToggle } from './theme-toggle'

const navId = 'site-nav'

/**
 * The sticky header. Below 768 px the navigation is a popover that its Menu button opens with no
 * script at all: the browser toggles it, closes it on Escape or a click outside, and tells
 * assistive technology whether it is expanded. From 768 px the same list sits in the bar. Where a
 * browser has no popovers, the list is simply shown under the bar (the `no-popover` variant).
 */
export function SiteHeader({
  brand,
  everyPage,
  locale,
  currentPage,
}: {
  brand: BusinessFacts['brand']
  everyPage: EveryPageContent
  locale: Locale
  /** The page shown, marked as current in the navigation when it is there; null on the not-found page. */
  currentPage: PageId | null
}) {
  // The same page in the other language; from the not-found page, the other language's home.
  const switchTo = { locale: otherLocale(locale), href: pathFor(currentPage ?? 'home', otherLocale(locale)) }
  const getStarted = (
    <ActionButton size="sm" {...actionTarget(everyPage.getStarted, locale)}>
      {everyPage.getStarted.label}
    </ActionButton>
  )

  return (
    <header className="group/header sticky top-0 z-40 border-b border-border bg-background [anchor-name:--site-header]">
      {/* 4rem high below 768 px, where the menu panel opens just under it. Below 768 px the logo
          gives up width before the buttons wrap: with wider text spacing (WCAG 1.4.12) its words
          wrap inside it and the bar grows, and the buttons stay in the bar. */}
      <Container className="flex min-h-16 flex-wrap items-center gap-x-3 md:py-2 no-popover:py-2">
        <Logo
          name={brand.name}
          descriptor={brand.descriptor}
          href={pathFor('home', locale)}
          className="max-md:min-w-0 max-md:flex-1 max-md:basis-0"
        />
        <nav
          id={navId}
          popover="auto"
          aria-label={everyPage.mainNavLabel}
          className={cn(
            // Below 768 px: a panel under the header (top-layer popover, closed until opened).
            // Its top is the header's bottom where the browser can anchor it (the bar grows under
            // wider text spacing), else the bar's usual height.
            'inset-x-0 top-[calc(4rem+1px)] bottom-auto m-0 max-h-[calc(100dvh-4rem-1px)] w-full overflow-y-auto border-0 border-b border-border bg-background p-0 text-foreground shadow-lg supports-[top:anchor(bottom)]:top-[anchor(--site-header_bottom)]',
            // From 768 px: an ordinary part of the bar, always shown.
            'md:static md:mx-auto md:block md:max-h-none md:w-auto md:overflow-visible md:border-0 md:bg-transparent md:shadow-none',
            // No popovers in this browser: the list is shown under the bar.
            'no-popover:static no-popover:block no-popover:basis-full no-popover:shadow-none md:no-popover:basis-auto',
            // On paper: the page, not the ways around the site.
            'print:hidden',
          )}
        >
          <Container className="md:px-0 lg:px-0">
            {/* In the panel, each link's padding hangs into the page's margin, so its text lines up
                with the logo and the Get Started button. */}
            <ul className="flex gap-1 py-3 max-md:-mx-3 max-md:flex-col md:items-center md:py-0">
              {navigationPageIds.map((page) => (
                <li key={page}>
                  <a
                    href={pathFor(page, locale)}
                    aria-current={page === currentPage ? 'page' : undefined}
                    className="flex min-h-11 items-center rounded-lg px-3 font-medium text-muted-foreground underline-offset-8 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:font-bold aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2"
                  >
                    {everyPage.pages[page]}
                  </a>
                </li>
              ))}
              {/* In the bar from 640 px; below that, here, where there is room for it. */}
              <li className="sm:hidden">
                <LanguageSwitch {...switchTo} label={everyPage.languageSwitch.label} />
              </li>
              <li className="px-3 pt-2 md:hidden">{getStarted}</li>
            </ul>
          </Container>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0 md:gap-2 print:hidden">
          <div className="max-sm:hidden">
            <LanguageSwitch {...switchTo} label={everyPage.languageSwitch.label} />
          </div>
          <ThemeToggle label={everyPage.theme.toggle} />
          <div className="max-md:hidden">{getStarted}</div>
          <button
            type="button"
            popoverTarget={navId}
            // A fixed width, so the web font replacing the fallback cannot shift the header (CLS).
            className="inline-flex min-h-11 w-24 items-center justify-center gap-2 rounded-full font-semibold hover:bg-muted md:hidden forced-colors:border no-popover:hidden"
          >
            <Icon name="menu" className="size-5 group-has-[:popover-open]/header:hidden" />
            <Icon name="x" className="hidden size-5 group-has-[:popover-open]/header:block" />
            {everyPage.menuLabel}
          </button>
        </div>
      </Container>
    </header>
  )
}
