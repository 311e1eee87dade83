import { ContactList } from '~/components/blocks/contact-list'
import { FilledTemplate } from '~/components/ui/filled-template'
import { Icon } from '~/components/ui/icon'
import { Container } from '~/components/ui/section'
import type { BusinessFacts, EveryPageContent } from '~/content/types'
import { type Locale, type PageId, navigationPageIds, policyPageIds } from '~/content/pages'
import { pathFor } from '~/content/pages'

import { LogoMark } from './logo'

// The X logo is `x-logo`: `x` is lucide's close icon.
const socialIcons = { facebook: 'facebook', instagram: 'instagram', x: 'x-logo', youtube: 'youtube' } as const

const footerLink = 'rounded text-muted-foreground underline-offset-4 hover:text-foreground hover:underline'

/**
 * The footer: the quick links to the specification's five pages, and at its foot, beside the
 * copyright, the links to the privacy and accessibility pages, on every page. The copyright year
 * is the build's in the HTML; app/browser-scripts/footer-year.ts puts the visitor's year into
 * the element marked `data-current-year`, so a site built last December never shows a stale year.
 */
export function SiteFooter({
  facts,
  everyPage,
  locale,
  currentPage = null,
  buildYear,
}: {
  facts: Pick<BusinessFacts, 'name' | 'contact' | 'socials'>
  everyPage: EveryPageContent
  locale: Locale
  /** The page shown: its link at the foot is marked as current. */
  currentPage?: PageId | null
  buildYear: number
}) {
  const { footer } = everyPage

  return (
    <footer data-slot="site-footer" className="border-t border-border bg-muted print:break-inside-avoid">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5 text-lg font-extrabold">
            <LogoMark size="sm" />
            {facts.name}
          </p>
          <p className="mt-4 text-muted-foreground">{footer.description}</p>
          <h2 className="mt-6 text-sm font-bold tracking-wider uppercase">{footer.followTitle}</h2>
          {/* On paper each network is written out with its address, in place of its icon. */}
          <ul aria-label={everyPage.socialNavLabel} className="mt-3 flex gap-2 print:flex-col print:gap-0">
            {facts.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  aria-label={social.name}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-input bg-card text-foreground transition-colors hover:bg-primary hover:text-primary-foreground print:size-auto print:border-0 print:name-and-target"
                >
                  <Icon name={socialIcons[social.network]} className="size-5 print:hidden" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={everyPage.footerNavLabel} className="print:hidden">
          <h2 className="text-sm font-bold tracking-wider uppercase">{footer.quickLinksTitle}</h2>
          <ul className="mt-4 space-y-1">
            {navigationPageIds.map((page) => (
              <li key={page}>
                <a href={pathFor(page, locale)} className={`${footerLink} inline-flex min-h-9 items-center`}>
                  {everyPage.pages[page]}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-wider uppercase">{footer.contactTitle}</h2>
          <ContactList
            {...facts.contact}
            labels={everyPage.contactLabels}
            locale={locale}
            className="mt-4 text-muted-foreground"
          />
        </div>
      </Container>
      <div className="border-t border-border">
        <Container className="flex flex-wrap items-center justify-between gap-x-8 gap-y-2 py-4 text-sm text-muted-foreground">
          <p className="py-2">
            <FilledTemplate
              template={footer.copyright}
              values={{ year: <span data-current-year="">{buildYear}</span>, name: facts.name }}
            />
          </p>
          <nav aria-label={everyPage.policiesNavLabel} className="print:hidden">
            <ul className="flex flex-wrap gap-x-6">
              {policyPageIds.map((page) => (
                <li key={page}>
                  <a
                    href={pathFor(page, locale)}
                    aria-current={page === currentPage ? 'page' : undefined}
                    className={`${footerLink} inline-flex min-h-9 items-center aria-[current=page]:font-bold aria-[current=page]:text-foreground aria-[current=page]:underline`}
                  >
                    {everyPage.pages[page]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  )
}
