import { describe, expect, test } from 'vitest'

import { type ContentData } from '~/content/schema'
import { longestTextsOfEveryPage } from '~/content/page-texts'
import { parseContentFiles } from '~/content/validate'

import { fixtureFiles } from '../tests/fixtures/content'
import { firstRoundTrip, tooHeavyPages } from './page-weight.mjs'

const content = parseContentFiles(fixtureFiles)
const longestTexts = longestTextsOfEveryPage(content)
const headerBytes = 1800

/** The fixture content changed by `edit`, as an owner would change it. */
function edited(edit: (copy: ContentData) => void): ContentData {
  const copy = structuredClone(content)
  edit(copy)
  return copy
}
const text = (characters: number) => 'Nous répondons. '.repeat(characters).slice(0, characters)

describe('the build’s message for a page too long for the first round trip', () => {
  test('there is none while every page arrives within it', () => {
    const sizes = [
      { urlPath: '/', headerBytes, bodyBytes: firstRoundTrip - headerBytes },
      { urlPath: '/fr/contact', headerBytes, bodyBytes: 9000 },
    ]
    expect(tooHeavyPages(sizes, longestTexts)).toEqual([])
  })

  test('names the page, how many bytes too many, and the longest texts in its language, longest first', () => {
    const sizes = [
      { urlPath: '/contact', headerBytes, bodyBytes: 9000 },
      { urlPath: '/fr/contact', headerBytes, bodyBytes: firstRoundTrip - headerBytes + 85 },
    ]
    const longAnswer = edited((copy) => {
      const answer = copy.contact.faq.items[1]?.answer
      if (answer) answer.fr = text(900)
    })
    const [message, ...others] = tooHeavyPages(sizes, longestTextsOfEveryPage(longAnswer))
    expect(others).toEqual([])
    const [summary, longest, ...rest] = message?.split('\n') ?? []
    expect(summary).toBe(
      `  - /fr/contact: ${(firstRoundTrip + 85).toLocaleString('en-CA')} bytes, 85 too many; about 180 characters fewer will do. Its longest French texts:`,
    )
    expect(longest?.trim()).toBe('app/content/data/contact.json › faq › items › item 2 › answer › fr (900 characters)')
    expect(rest).toHaveLength(2)
    for (const line of rest)
      expect(line).toMatch(/^ {6}app\/content\/data\/[\w-]+\.json › .+ › fr \([\d,]+ characters\)$/)
  })

  test('lets the privacy page take a second round trip, and names it past that', () => {
    const twoRoundTrips = 3 * firstRoundTrip
    expect(
      tooHeavyPages(
        [{ urlPath: '/fr/confidentialite', headerBytes, bodyBytes: twoRoundTrips - headerBytes }],
        longestTexts,
      ),
    ).toEqual([])
    const [message] = tooHeavyPages(
      [{ urlPath: '/fr/confidentialite', headerBytes, bodyBytes: twoRoundTrips - headerBytes + 40 }],
      longestTexts,
    )
    expect(message?.split('\n')[0]).toBe(
      `  - /fr/confidentialite (it may take two round trips, ${twoRoundTrips.toLocaleString('en-CA')} bytes): ${(twoRoundTrips + 40).toLocaleString('en-CA')} bytes, 40 too many; about 90 characters fewer will do. Its longest French texts:`,
    )
    // Every other page keeps to the first.
    expect(
      tooHeavyPages(
        [{ urlPath: '/fr/accessibilite', headerBytes, bodyBytes: firstRoundTrip - headerBytes + 1 }],
        longestTexts,
      ),
    ).toHaveLength(1)
  })

  test('names a not-found page by its file and finds its texts in its language', () => {
    const sizes = [{ urlPath: '/404.html', headerBytes, bodyBytes: firstRoundTrip }]
    const [message] = tooHeavyPages(
      sizes,
      longestTextsOfEveryPage(edited((copy) => void (copy['not-found'].body.en = text(700)))),
    )
    expect(message).toContain('/404.html (the not-found page)')
    expect(message?.split('\n')[1]?.trim()).toBe('app/content/data/not-found.json › body › en (700 characters)')
  })
})
