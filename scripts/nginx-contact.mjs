/**
 * What nginx answers itself for the contact endpoint (deploy/nginx/site.conf), written by the
 * post-build step from the endpoint's settings (server/endpoint-settings.ts). nginx refuses some
 * posts before the service sees them (a body over client_max_body_size, more than limit_req
 * lets through) and answers when the service is down: those answers carry the endpoint's
 * headers and the endpoint's words. nginx cannot read the form's language field, so it takes the
 * language of the page the form was sent from (Referer), else the browser's first language.
 */

/** `add_header` lines that send `headers` with every answer, errors included. */
export const addHeaderLines = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')

/** `text` between single quotes, as nginx reads it back. */
const quoted = (text) => `'${text.replace(/[\\']/g, (character) => `\\${character}`)}'`

/** The endpoint's JSON answer. nginx reads `$` as a variable in a map's value: JSON spells it \u0024. */
const jsonAnswer = (message) => JSON.stringify({ ok: false, message }).replaceAll('$', '\\u0024')

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A map from the answer's language to one value per language, the default language's last. */
function byLanguage(variable, locales, defaultLocale, value) {
  const lines = locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => `    ${locale} ${quoted(value(locale))};`)
  return `map $thrive_contact_language ${variable} {\n${lines.join('\n')}\n    default ${quoted(value(defaultLocale))};\n}`
}

/**
 * The http-level maps nginx's own answers read: `$thrive_contact_language`, and for it the
 * JSON answers `$thrive_contact_too_large`, `$thrive_contact_too_many`,
 * `$thrive_contact_not_delivered` and the not-sent page `$thrive_contact_not_sent_page`.
 * `homes` is each language's home path (`/fr`), `defaultLocale` the one at `/`.
 */
export function contactAnswerMaps(settings, { defaultLocale, homes }) {
  const locales = Object.keys(settings.words)
  const others = locales.filter((locale) => locale !== defaultLocale)
  const answer = (kind) => (locale) => jsonAnswer(settings.words[locale].answers[kind])
  return [
    '# Written by scripts/post-build.mjs (scripts/nginx-contact.mjs): nginx’s own answers for the',
    '# contact endpoint, in its words. Included at the http level by deploy/nginx/site.conf.',
    '# The language of the page the form was sent from, if it was sent from a page:',
    'map $http_referer $thrive_contact_page_language {',
    ...others.map((locale) => `    "~^https?://[^/]+${escapeRegExp(homes[locale])}(/|\\?|#|$)" ${locale};`),
    `    "~^https?://" ${defaultLocale};`,
    '    default "";',
    '}',
    '# The browser’s first language:',
    'map $http_accept_language $thrive_contact_browser_language {',
    ...others.map((locale) => `    "~*^\\s*${escapeRegExp(locale)}\\b" ${locale};`),
    `    default ${defaultLocale};`,
    '}',
    'map $thrive_contact_page_language $thrive_contact_language {',
    '    "" $thrive_contact_browser_language;',
    '    default $thrive_contact_page_language;',
    '}',
    byLanguage('$thrive_contact_too_large', locales, defaultLocale, answer('tooLarge')),
    byLanguage('$thrive_contact_too_many', locales, defaultLocale, answer('tooMany')),
    byLanguage('$thrive_contact_not_delivered', locales, defaultLocale, answer('notDelivered')),
    byLanguage('$thrive_contact_not_sent_page', locales, defaultLocale, (locale) => settings.pages[locale].notSent),
    '',
  ].join('\n')
}
