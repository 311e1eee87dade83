/**
 * Typography the editor's plain spaces cannot carry. In both languages, a no-break space between a
 * number and its unit or the word it counts ("12 months", "30 jours"), so a line never starts with
 * the unit. In French, also a no-break space before `:` and inside « » and a narrow one before
 * `; ! ?`, so a line never starts with the mark; and a verb keeps its pronoun (est-elle).
 * app/content/localize.ts applies it to all the copy, so a plain space typed in the editor still
 * prints right; app/lib/phrases.ts to the words the code joins.
 */
import type { Locale } from './pages.ts'

export const noBreakSpace = '\u00a0'
const narrowNoBreakSpace = '\u202f'

// A number and the word it counts, which a line never separates: 12 months, 24 heures, 9 h.
const numberAndWord: [RegExp, string] = [/(?<=\d)[ \t]+(?=\p{L})/gu, noBreakSpace]

const frenchRules: [RegExp, string][] = [
  // Any space (or none) before a colon becomes a no-break space; not in "https://" or "9:30".
  [/(?<=[^\s:;!?])\s*:(?!\/\/|\d)/g, `${noBreakSpace}:`],
  // Before ; ! ? (once before a run such as "?!"), a narrow no-break space.
  [/(?<=[^\s:;!?])\s*([;!?])/g, `${narrowNoBreakSpace}$1`],
  [/«\s*/g, `«${noBreakSpace}`],
  [/\s*»/g, `${noBreakSpace}»`],
  // A number and its unit symbol: 9 h, 98 %, 7 j, 15 min, 25 $.
  [/(?<=\d)[ \t]+(h|min|s|j|%|\$|kg|km|g|cm)(?![\p{L}\d])/gu, `${noBreakSpace}$1`],
  numberAndWord,
  // A verb and the pronoun joined to it (est-elle, écrivez-nous, a-t-il, dites-le-nous) stay on
  // one line: a word joiner after the hyphen. Not U+2011: Figtree has no such glyph.
  [
    /(?<=\p{L})-(?=(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles|le|la|les|lui|leur|moi|toi|y|en)(?![\p{L}\d]))/gu,
    '-\u2060',
  ],
]
const englishRules: [RegExp, string][] = [numberAndWord]

/** `text` with the spaces the locale's typography wants around its punctuation and units. */
export function punctuate(text: string, locale: Locale): string {
  const rules = locale === 'fr' ? frenchRules : englishRules
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)
}
