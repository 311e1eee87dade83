/**
 * The contact message's rules, shared by the form (app/components/islands/contact-form.tsx) and
 * the endpoint it posts to (server/contact-endpoint.ts), so that both accept exactly the same
 * messages. The limits are ours (docs/product.md shows none): a name on one line of at most 100
 * characters, an e-mail address of at most 254 (the longest a mail server delivers to), a message
 * of at most 5,000 characters, about two pages. Relative imports only: the Node server
 * (server/) runs this file without a bundler.
 */

export const contactFields = ['name', 'email', 'message'] as const
export type ContactField = (typeof contactFields)[number]
export type ContactMessage = Record<ContactField, string>

/** The most characters each field takes, as the browser counts them for `maxlength`. */
export const contactLimits = { name: 100, email: 254, message: 5000 } as const satisfies Record<ContactField, number>

/** Where the form posts, on the site's own origin. */
export const contactEndpointPath = '/api/contact'

/** The form's field that carries the page's language, so that every answer is in it. */
export const localeField = 'locale'

/**
 * A field no person fills in: hidden from sight and from assistive technology, skipped by the
 * keyboard, and refused by autofill. A program that fills in every field it finds gets the
 * success answer, and nothing is delivered.
 */
export const honeypotField = 'website'

/** Why a field was refused: left empty, longer than its limit, or not of its kind. */
export type FieldProblem = 'missing' | 'tooLong' | 'invalid'

/**
 * The browser's own test for `<input type="email">` (the HTML standard's "valid e-mail
 * address"), so that the server refuses nothing the browser let through, and the reverse.
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

// Control characters: a one-line field holding a line break (or any other) was not typed in a
// text box, and could otherwise end a mail header early.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/

/**
 * A field as the browser counts and submits it: a form sends a textarea's line breaks as CR LF
 * while `maxlength` counts each as one character; one-line fields lose their outer spaces.
 */
export function normalizedField(field: ContactField, value: string) {
  return field === 'message' ? value.replace(/\r\n?/g, '\n').trim() : value.trim()
}

/** The first problem with one field's value, or none. */
export function fieldProblem(field: ContactField, value: string): FieldProblem | undefined {
  if (!value) return 'missing'
  if (value.length > contactLimits[field]) return 'tooLong'
  if (field !== 'message' && controlCharacters.test(value)) return 'invalid'
  if (field === 'email' && !emailPattern.test(value)) return 'invalid'
  return undefined
}

export type CheckedMessage =
  { ok: true; message: ContactMessage } | { ok: false; problems: { field: ContactField; problem: FieldProblem }[] }

/** Checks a submitted form's fields: the message, normalized, or every field's problem at once. */
export function checkContactMessage(fields: Partial<Record<string, unknown>>): CheckedMessage {
  const message = Object.fromEntries(
    contactFields.map((field) => {
      const value = fields[field]
      return [field, typeof value === 'string' ? normalizedField(field, value) : '']
    }),
  ) as ContactMessage
  const problems = contactFields.flatMap((field) => {
    const problem = fieldProblem(field, message[field])
    return problem ? [{ field, problem }] : []
  })
  return problems.length ? { ok: false, problems } : { ok: true, message }
}
