/**
 * French typography rules, as Canadian French writes them (Office québécois de la langue
 * française): which spaces must not break. A run of text passes when every mark that takes a
 * space has a no-break one (U+00A0, or the narrow U+202F), and fails at the first that does not.
 * Read by tests/e2e/french-typography.spec.ts over every French page.
 */

const noBreak = /[\u00a0\u202f]/

export interface TypographyCheck {
  /** Marks and pairs looked at. */
  checked: number
  /** Each mark with a missing or breakable space, with the text around it. */
  misses: string[]
}

interface Rule {
  name: string
  /** Finds every place the rule applies; the group `space` is the space that must not break. */
  pattern: RegExp
  /** Places the pattern finds that are not French punctuation. */
  skip?: (text: string, at: number, match: string) => boolean
  /** What the `space` must be: one no-break space (the default), or nothing, with more text after. */
  wants?: 'no-break space' | 'the next word'
}

const rules: Rule[] = [
  // A space before : ; ! ? (a run such as "?!" counts once).
  {
    name: 'space before the mark',
    pattern: /(?<![:;!?])(?<space>\s?)[:;!?]/gu,
    // A URL's "://" and a clock's "9:30" are not punctuation.
    skip: (text, at, match) => {
      const end = at + match.length
      const clock = match === ':' && /\d/.test(text[at - 1] ?? '') && /\d/.test(text[end] ?? '')
      return text.startsWith('//', end) || clock
    },
  },
  // Inside « and ».
  { name: 'space after «', pattern: /«(?<space>\s?)/gu },
  { name: 'space before »', pattern: /(?<space>\s?)»/gu },
  // A number and its unit symbol: 9 h, 98 %, 7 j, 15 min, 25 $.
  {
    name: 'space between a number and its unit',
    pattern: /(?<=\d)(?<space>\s?)(?:h|min|s|j|%|\$|kg|km|g|cm)(?![\p{L}\d])/gu,
  },
  // Thousands: 10 000 (a space inside a number must not break it).
  { name: 'space inside a number', pattern: /(?<=\d)(?<space>\s)\d{3}(?!\d)/gu },
  // A range of times or figures: 9 h – 18 h must not break around its dash.
  { name: 'space before a range’s dash', pattern: /(?<=[\dh])(?<space>\s)–(?=\s?\d)/gu },
  { name: 'space after a range’s dash', pattern: /(?<=[\dh]\s?)–(?<space>\s)(?=\d)/gu },
  // An elision binds to the next word: not "l’ App Store", nor "l’" at the end of a line.
  {
    name: 'an elided word apart from the next',
    pattern: /(?<=(?:^|[^\p{L}])(?:[cdjlmnst]|qu))’(?<space>\s?)/giu,
    wants: 'the next word',
  },
]

/** Checks one run of French text. */
export function checkFrenchTypography(text: string): TypographyCheck {
  const result: TypographyCheck = { checked: 0, misses: [] }
  for (const { name, pattern, skip, wants = 'no-break space' } of rules) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0
      if (skip?.(text, at, match[0])) continue
      result.checked++
      const space = match.groups?.space ?? ''
      if (wants === 'no-break space' && space.length === 1 && noBreak.test(space)) continue
      if (wants === 'the next word' && space === '' && at + match[0].length < text.trimEnd().length) continue
      const around = text.slice(Math.max(0, at - 25), at + match[0].length + 10)
      result.misses.push(`${name}: “${visibleSpaces(around)}”`)
    }
  }
  return result
}

/** Shows which space is which: ␣ breakable, ⍽ no-break, ˬ narrow no-break. */
function visibleSpaces(text: string) {
  return text
    .replace(/ /g, '␣')
    .replace(/\u00a0/g, '⍽')
    .replace(/\u202f/g, 'ˬ')
    .replace(/\n/g, '⏎')
}
