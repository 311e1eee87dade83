import { ActionButton } from '~/components/ui/action-button'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import { Container } from '~/components/ui/section'
import type { HomeContent } from '~/content/types'
import { type Locale } from '~/content/pages'
import { actionTarget } from '~/content/pages'
import type { Shown } from '~/lib/photos'

import { HeroArt } from '~/components/drawings/hero-art'

/** The hero's two actions on a phone: they share the width, or each takes a whole line. */
const phoneFill = 'max-sm:grow'

export function HomeHero({
  badgeLabel,
  title,
  intro,
  primaryAction,
  secondaryAction,
  highlights,
  happyUsers,
  locale,
  photo,
}: Shown<HomeContent['hero']> & {
  /** The happy-users figure, written for the page's language: the badge's first words; no badge when dropped. */
  happyUsers?: string
  locale: Locale
}) {
  return (
    <div className="relative overflow-hidden border-b border-border bg-gradient-to-b from-primary-soft/70 to-background">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          {happyUsers && (
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-1.5 text-sm font-semibold">
              <Icon name="sparkles" className="size-4 text-primary" />
              {happyUsers} {badgeLabel}
            </p>
          )}
          <h1 className="mt-6 text-display font-extrabold wrap-break-word">{title}</h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground sm:text-xl">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionButton size="lg" className={phoneFill} {...actionTarget(primaryAction, locale)}>
              {primaryAction.label}
            </ActionButton>
            <ActionButton size="lg" variant="outline" className={phoneFill} {...actionTarget(secondaryAction, locale)}>
              {secondaryAction.label}
            </ActionButton>
          </div>
          <ul className="mt-8 grid gap-2 text-muted-foreground">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        {/* The owner's photo is the first screen's largest element: fetched first (app/lib/photos.ts). */}
        {photo ? (
          <Photo
            photo={photo}
            placement="first-screen"
            className="mx-auto block h-auto w-full max-w-md rounded-card max-lg:max-w-xs"
          />
        ) : (
          <HeroArt />
        )}
      </Container>
    </div>
  )
}
