/**
 * What a built page asks of the Content-Security-Policy, read with an HTML parser: the hash of
 * every inline script and stylesheet, and anything the policy would block (inline event
 * handlers, style attributes, javascript: URLs, subresources from another origin). Used by the
 * post-build step; tested on a saved page in scripts/inline-code.test.ts.
 */
import { createHash } from 'node:crypto'

import { JSDOM } from 'jsdom'

export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Link types whose href the browser loads (the others, like canonical, are only named). */
const loadingLinkTypes = new Set(['stylesheet', 'preload', 'modulepreload', 'icon', 'apple-touch-icon', 'manifest'])

/** `html`, the page; `name`, how problems refer to it. */
export function inlineCodeOf(html, name) {
  const { document } = new JSDOM(html).window
  const scripts = []
  const styles = []
  const problems = []
  const isOtherOrigin = (url) => /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url) && !url.startsWith('data:')

  for (const script of document.querySelectorAll('script')) {
    const source = script.getAttribute('src')
    if (source !== null) {
      if (isOtherOrigin(source)) problems.push(`${name}: a script from another origin: ${source}`)
    } else if (script.getAttribute('type') !== 'application/ld+json') {
      // JSON-LD is data the browser never runs; every other inline script, speculation rules
      // included, runs only with its hash in the policy.
      scripts.push(script.textContent ?? '')
    }
  }
  for (const style of document.querySelectorAll('style')) styles.push(style.textContent ?? '')

  for (const element of document.querySelectorAll('*')) {
    for (const { name: attribute, value } of element.attributes) {
      if (/^on/i.test(attribute)) problems.push(`${name}: an inline ${attribute} handler on <${element.localName}>`)
      if (attribute === 'style') problems.push(`${name}: a style attribute on <${element.localName}>`)
      if (/^\s*javascript:/i.test(value)) problems.push(`${name}: a javascript: URL in ${attribute}`)
    }
  }
  for (const element of document.querySelectorAll('img, source, iframe, video, audio, embed, object, link')) {
    if (element.localName === 'link') {
      const types = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
      if (!types.some((type) => loadingLinkTypes.has(type))) continue
    }
    for (const attribute of ['src', 'href', 'srcset', 'data']) {
      const value = element.getAttribute(attribute)
      if (value && isOtherOrigin(value))
        problems.push(`${name}: <${element.localName}> loads from another origin: ${value}`)
    }
  }
  return {
    scriptHashes: scripts.map(sha256),
    styleHashes: styles.map(sha256),
    styles,
    problems,
  }
}

/** The page's inline scripts and styles whose hashes the policy does not list: what it would block. */
export function uncoveredInlineCode(html, csp) {
  const directive = (name) =>
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name) ?? []
  const allowedScripts = new Set(directive('script-src'))
  const allowedStyles = new Set(directive('style-src'))
  const { scriptHashes, styleHashes } = inlineCodeOf(html, '')
  return [
    ...scriptHashes.filter((hash) => !allowedScripts.has(hash)).map((hash) => `inline script ${hash}`),
    ...styleHashes.filter((hash) => !allowedStyles.has(hash)).map((hash) => `inline style ${hash}`),
  ]
}
