/**
 * Text that leaves the page for other programs: the `<title>`, meta descriptions, Open Graph and
 * Twitter cards, JSON-LD. The copy's typography keeps a French verb and its pronoun on one line
 * with a word joiner after the hyphen (app/content/punctuation.ts); that only matters where the
 * site's own pages lay out the text. A search engine, a social network or a screen reader's
 * title announcement gets the text without it, as the owner typed it (no-break spaces kept).
 */
const wordJoiner = /\u2060/g

export function asMachineText(text: string): string {
  return text.replace(wordJoiner, '')
}
