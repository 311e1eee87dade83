import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import { StoreButtons } from './store-buttons'

const badges = {
  googlePlay: { comingSoonCaption: 'Coming soon to', caption: 'Get it on', label: 'Google Play' },
  appStore: { comingSoonCaption: 'Bientôt dans', caption: 'Télécharger dans', label: 'l’App Store' },
}

test('until the app is released, each badge is an inert button that says once that it is coming, read as one phrase', () => {
  render(<StoreButtons content={badges} storeUrls={{}} />)
  for (const name of ['Coming soon to Google Play', 'Bientôt dans l’App Store']) {
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
  }
})

test('a store the owner has given a page for is a link to it, in the store’s own words', () => {
  render(
    <StoreButtons
      content={badges}
      storeUrls={{ googlePlay: 'https://play.google.com/store/apps/details?id=ca.example.app' }}
    />,
  )
  expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=ca.example.app',
  )
  expect(screen.getByRole('button', { name: 'Bientôt dans l’App Store' })).toBeInTheDocument()
})
