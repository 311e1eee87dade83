/**
 * Typography (app/content/punctuation.ts) for the text the code itself writes: a colon after a
 * label, a name joined to a sentence. In English only a number keeps the word it counts.
 */
import type { Locale } from '~/content/pages'
import { punctuate } from '~/content/punctuation'

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
