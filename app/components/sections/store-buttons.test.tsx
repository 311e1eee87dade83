import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import { getContent } from '~/content'

import { StoreButtons } from './store-buttons'

test.each([
  ['en', ['Get it on Google Play Coming soon', 'Download on the App Store Coming soon']],
  ['fr', ['Disponible sur Google Play Bientôt disponible', 'Télécharger dans l’App Store Bientôt disponible']],
] as const)('each store badge reads as one phrase in %s, elision kept whole', (locale, names) => {
  const site = getContent(locale)
  render(<StoreButtons content={site.appStores} comingSoon={site.common.comingSoon} />)
  for (const name of names) expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
})
