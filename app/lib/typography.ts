/**
 * French typography for the text the code itself writes (a colon after a label, a name
 * joined to a sentence): the copy in app/content/data already has its spaces. French
 * puts a no-break space before `:` and inside « », a narrow no-break space before `; ! ?`, and a
 * no-break space between a number and its unit, so a line never starts with the mark or the unit.
 * English text is returned as it is.
 */
import type { Locale } from '~/content/pages'

export const noBreakSpace = '\u00a0'
export const narrowNoBreakSpace = '\u202f'

const frenchRules: [RegExp, string][] = [
  // Any space (or none) before a colon becomes a no-break space; not in "https://" or "9:30".
  [/(?<=[^\s:;!?])\s*:(?!\/\/|\d)/g, `${noBreakSpace}:`],
  // Before ; ! ? (once before a run such as "?!"), a narrow no-break space.
  [/(?<=[^\s:;!?])\s*([;!?])/g, `${narrowNoBreakSpace}$1`],
  [/«\s*/g, `«${noBreakSpace}`],
  [/\s*»/g, `${noBreakSpace}»`],
  // A number and its unit symbol: 9 h, 98 %, 7 j, 15 min, 25 $.
  [/(?<=\d)[ \t]+(h|min|s|j|%|\$|kg|km|g|cm)(?![\p{L}\d])/gu, `${noBreakSpace}$1`],
]

/** `text` with the spaces the locale's typography wants around its punctuation and units. */
export function punctuate(text: string, locale: Locale): string {
  if (locale !== 'fr') return text
  return frenchRules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)
}

/** A label and its colon: "Address:" in English, "Adresse :" (no-break) in French. */
export function withColon(label: string, locale: Locale): string {
  return punctuate(`${label}:`, locale)
}

/**
 * A name, a colon and what follows it, as one phrase: "Thrive Wellness Coaching: Personal…" in
 * English; in French the colon takes its no-break space and the phrase after it starts in lower
 * case ("Thrive Wellness Coaching : un accompagnement…").
 */
export function joinWithColon(name: string, text: string, locale: Locale): string {
  const rest = locale === 'fr' ? text.charAt(0).toLocaleLowerCase('fr') + text.slice(1) : text
  return `${withColon(name, locale)} ${rest}`
}
