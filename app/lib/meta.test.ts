import { expect, test } from 'vitest'

import { punctuate } from '~/content/punctuation'
import { fixtureFr } from '~tests/fixtures/content'
import { realBusinessWritten } from '~tests/fixtures/real-business'

import { pageHead } from './meta'

test('the head carries French copy without the word joiner the page puts after a hyphen', () => {
  // A French verb and its pronoun, as the copy's typography writes them for the page.
  const description = punctuate('Écrivez-nous : dites-le-nous, nous répondons.', 'fr')
  expect(description).toContain('\u2060')
  const head = pageHead({
    facts: fixtureFr.facts,
    meta: { title: punctuate('Joignez-nous', 'fr'), description },
    page: 'contact',
    locale: 'fr',
    tagline: punctuate('Parlez-nous de vos objectifs', 'fr'),
    siteDescription: description,
  })
  const machineText = [head.title, ...head.meta.map((meta) => meta.content), JSON.stringify(head.jsonLd)]
  expect(machineText.filter((text) => text.includes('\u2060'))).toEqual([])
  // Only the joiner goes: the no-break space before the colon stays.
  expect(head.meta.find((meta) => 'name' in meta && meta.name === 'description')?.content).toBe(
    'Écrivez-nous\u00a0: dites-le-nous, nous répondons.',
  )
  expect(head.title).toBe(`Joignez-nous | ${realBusinessWritten.name.fr}`)
})
