/**
 * Each page, headers and HTML, must arrive in a phone's first round trip (scripts/page-weight.mjs),
 * measured as `npm start` serves it. Only the owner's words can grow a page past it, so the
 * message that stops the build is theirs (docs/editing.md, "A page too long to arrive at once").
 */
import { budgetAt, firstRoundTrip, measureResponses, tooHeavyPages } from '../page-weight.mjs'
import { builtPages } from '../route-assets.mjs'

/** A check that failed on the owner's content: its message is all they need, without a stack trace. */
export class OwnerFacingError extends Error {
  name = 'OwnerFacingError'
}

/**
 * Stops the build when a page is too heavy, naming its longest texts (scripts/build-steps/from-the-content.ts);
 * returns the line the build prints.
 * @param {import('../../app/content/page-texts.ts').LongestTexts} longestTexts
 */
export async function checkFirstRoundTrip(longestTexts) {
  const sizes = await measureResponses(builtPages().map(([urlPath]) => urlPath))
  const heavy = tooHeavyPages(sizes, longestTexts)
  if (heavy.length) {
    throw new OwnerFacingError(
      `${heavy.length === 1 ? 'One page is' : `${heavy.length} pages are`} too long to arrive in a phone's first round trip ` +
        `(${firstRoundTrip.toLocaleString('en-CA')} bytes as sent, compressed, with its headers): a visitor would wait a round trip ` +
        'longer before seeing anything. Shorten the words on it (npm run edit), save, and build again:\n' +
        heavy.join('\n'),
    )
  }
  const bytesOf = (size) => size.headerBytes + size.bodyBytes
  const inFirst = sizes.filter((size) => budgetAt(size.urlPath) === firstRoundTrip)
  const inSecond = sizes.filter((size) => !inFirst.includes(size))
  const heaviest = inFirst.reduce((most, size) => (bytesOf(size) > bytesOf(most) ? size : most))
  return (
    `every page arrives in the first round trip (the heaviest, ${heaviest.urlPath}, ` +
    `${bytesOf(heaviest)} of ${firstRoundTrip} bytes)` +
    (inSecond.length
      ? `; the privacy pages may take two (${inSecond.map((size) => `${size.urlPath}, ${bytesOf(size)} bytes`).join('; ')})`
      : '')
  )
}
