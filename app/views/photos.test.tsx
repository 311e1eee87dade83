import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import type { ResponsivePhoto } from '~/lib/photos'
import { photoLayouts } from '~/lib/photos'
import { fixtureEn } from '~tests/fixtures/content'

import { AboutView } from './about-view'
import { HomeView } from './home-view'
import { MobileAppView } from './mobile-app-view'

/** A photo as the page entry hands it over once resolved (app/pages/[...path].astro). */
function resolved(kind: keyof typeof photoLayouts, alt: string): ResponsivePhoto {
  const { width, height, sizes } = photoLayouts[kind]
  return {
    src: `/assets/${kind}.webp`,
    width,
    height,
    alt,
    sizes,
    sources: [
      { type: 'image/avif', srcSet: `/assets/${kind}-${width}.avif ${width}w` },
      { type: 'image/webp', srcSet: `/assets/${kind}-${width}.webp ${width}w` },
    ],
  }
}

const site = fixtureEn

test('the home hero shows the owner’s photo in place of the drawing, fetched first', () => {
  render(<HomeView site={site} photos={{ hero: resolved('hero', 'Planning meals at a table') }} />)
  const photo = screen.getByRole('img', { name: 'Planning meals at a table' })
  expect(photo).toHaveAttribute('fetchpriority', 'high')
  expect(photo).not.toHaveAttribute('loading', 'lazy')
  expect(photo).toHaveAttribute('width', String(photoLayouts.hero.width))
})

test('a team member with a portrait shows it, lazily; the others keep their drawn initials', () => {
  const [first] = site.about.team.members
  render(<AboutView site={site} photos={{ team: [resolved('team', `Portrait of ${first?.name}`)] }} />)
  const portrait = screen.getByRole('img', { name: `Portrait of ${first?.name}` })
  expect(portrait).toHaveAttribute('loading', 'lazy')
  expect(portrait).not.toHaveAttribute('fetchpriority')
  // The portrait's <picture> offers AVIF first, then WebP.
  expect([...(portrait.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.type)).toEqual([
    'image/avif',
    'image/webp',
  ])
  expect(screen.getAllByRole('img')).toHaveLength(1)
})

test('an app screen with a screenshot shows it in the phone frame, with its caption', () => {
  const [first] = site.mobileApp.screenshots.screens
  render(<MobileAppView site={site} photos={{ screens: [resolved('screen', 'The Today screen')] }} />)
  const figure = screen.getByRole('img', { name: 'The Today screen' }).closest('figure')
  expect(figure).not.toBeNull()
  expect(within(figure as HTMLElement).getByText(first?.title ?? 'missing')).toBeVisible()
})

test('with no photos, no page shows an image', () => {
  for (const View of [HomeView, AboutView, MobileAppView]) {
    const { unmount } = render(<View site={site} />)
    expect(screen.queryAllByRole('img')).toEqual([])
    unmount()
  }
})
