import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import { StoreButtons } from '~/components/blocks/store-buttons'

const badges = {
  googlePlay: { caption: 'Get it on', label: 'Google Play' },
  appStore: { caption: 'Télécharger dans', label: 'l’App Store' },
}

test('until the app is released, each badge is an inert button read as one phrase, elision kept whole', () => {
  render(<StoreButtons content={badges} storeUrls={{}} comingSoon="Coming soon" />)
  for (const name of ['Get it on Google Play Coming soon', 'Télécharger dans l’App Store Coming soon']) {
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
  }
})

test('a store the owner has given a page for is a link to it, without "coming soon"', () => {
  render(
    <StoreButtons
      content={badges}
      storeUrls={{ googlePlay: 'https://play.google.com/store/apps/details?id=ca.example.app' }}
      comingSoon="Coming soon"
    />,
  )
  expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=ca.example.app',
  )
  expect(screen.getByRole('button', { name: 'Télécharger dans l’App Store Coming soon' })).toBeInTheDocument()
})
