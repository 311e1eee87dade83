/**
 * The facts copy may name as `{placeholder}` instead of repeating them, and the one way they are
 * filled in: with text by app/content/localize.ts as the copy is read, with an element by the
 * footer for `{year}` (the visitor's year, app/browser-scripts/footer-year.ts).
 */
export const copyPlaceholders = [
  'name',
  'year',
  'responseHours',
  'consultationMinutes',
  'privacyOfficerName',
  'legalName',
  'webHost',
  'webHostCountry',
  'logDays',
  'healthCustodian',
  'feedbackContactName',
] as const

const placeholder = /\{(\w+)\}/g

/** The names of the placeholders in `text`, in order. */
export function placeholderNames(text: string) {
  return [...text.matchAll(placeholder)].map(([, name]) => name ?? '')
}

/** `text` cut at its placeholders: plain runs of text, and `{ name }` where a placeholder stood. */
export function placeholderParts(text: string): (string | { name: string })[] {
  return text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => (/^\{\w+\}$/.test(part) ? { name: part.slice(1, -1) } : part))
}

/** `text` with each placeholder that `values` names filled in; the others stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string | number>) {
  return placeholderParts(text)
    .map((part) =>
      typeof part === 'string' ? part : part.name in values ? String(values[part.name]) : `{${part.name}}`,
    )
    .join('')
}
