import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'

import type { ResponsivePhoto } from '~/lib/photos'
import { photoLayouts } from '~/lib/photos'
import { fixtureEn } from '~tests/fixtures/content'

import { AboutView } from './about-view'
import { HomeView } from './home-view'
import { MobileAppView } from './mobile-app-view'

/** A photo as the content holds it once resolved (app/content/page-photos.ts, app/lib/photos.ts). */
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
  const hero = { ...site.home.hero, photo: resolved('hero', 'Planning meals at a table') }
  render(<HomeView site={{ ...site, home: { ...site.home, hero } }} />)
  const photo = screen.getByRole('img', { name: 'Planning meals at a table' })
  expect(photo).toHaveAttribute('fetchpriority', 'high')
  expect(photo).not.toHaveAttribute('loading', 'lazy')
  expect(photo).toHaveAttribute('width', String(photoLayouts.hero.width))
})

test('a team member with a portrait shows it, lazily; the others keep their drawn initials', () => {
  const [first, ...others] = site.about.team.members
  if (!first) throw new Error('the fixture has no team member')
  const members = [{ ...first, photo: resolved('team', `Portrait of ${first.name}`) }, ...others]
  render(<AboutView site={{ ...site, about: { ...site.about, team: { ...site.about.team, members } } }} />)
  const portrait = screen.getByRole('img', { name: `Portrait of ${first.name}` })
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
  const [first, ...others] = site.mobileApp.screenshots.screens
  if (!first) throw new Error('the fixture has no app screen')
  const screens = [{ ...first, photo: resolved('screen', 'The Today screen') }, ...others]
  const screenshots = { ...site.mobileApp.screenshots, screens }
  render(<MobileAppView site={{ ...site, mobileApp: { ...site.mobileApp, screenshots } }} />)
  const figure = screen.getByRole('img', { name: 'The Today screen' }).closest('figure')
  expect(figure).not.toBeNull()
  expect(within(figure as HTMLElement).getByText(first.title)).toBeVisible()
})

test('with no photos, no page shows an image', () => {
  for (const View of [HomeView, AboutView, MobileAppView]) {
    const { unmount } = render(<View site={site} />)
    expect(screen.queryAllByRole('img')).toEqual([])
    unmount()
  }
})
