/**
 * Netlify, on its own local engine: `netlify dev --offline` reads netlify.toml (its publish
 * folder and the French not-found rule) and build/client/_headers as Netlify does. It does not
 * imitate two things, which are not checked here:
 * - Netlify's URL handling ("pretty URLs"): it answers a page at both /about and /about/, and at
 *   /about.html, with the page and a 200;
 * - caching: its static server writes its own Cache-Control over every response.
 * In their place, the /assets/* rule is read with the parser netlify-cli applies _headers with
 * (@netlify/headers-parser, also what Netlify's build reads them with through @netlify/config).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { expect, test } from 'vitest'

import { cacheRules } from '../../scripts/security-headers.mjs'
import { clientDir, headersFile, rootDir } from '../../scripts/site-files.mjs'
import { checkHost } from './host-checks'
import { enginesDir, startNetlify } from './servers'

checkHost({
  name: 'Netlify (netlify dev)',
  start: startNetlify,
  redirectsOtherForms: false,
  sendsSiteCacheControl: false,
  hidesNotFoundPages: false,
})

interface ParsedHeaders {
  headers: { forRegExp: RegExp; values: Record<string, string> }[]
  errors: Error[]
}

test('Netlify reads _headers as caching /assets/* for a year and every header on every path', async () => {
  const parser = pathToFileURL(path.join(enginesDir, 'node_modules/@netlify/headers-parser/lib/index.js')).href
  const { parseAllHeaders } = (await import(parser)) as {
    parseAllHeaders: (options: object) => Promise<ParsedHeaders>
  }
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(clientDir, '_headers')],
    netlifyConfigPath: path.join(rootDir, 'netlify.toml'),
    configHeaders: [],
    minimal: false,
  })
  expect(errors).toEqual([])
  // As netlify-cli's headersForPath merges the rules that match a path.
  const headersFor = (urlPath: string) =>
    Object.assign({}, ...headers.filter(({ forRegExp }) => forRegExp.test(urlPath)).map(({ values }) => values))
  const { headers: securityHeaders } = JSON.parse(readFileSync(headersFile, 'utf8')) as {
    headers: Record<string, string>
  }
  expect(headersFor('/assets/client.js')['Cache-Control']).toBe(cacheRules.immutable)
  expect(headersFor('/about')['Cache-Control']).toBeUndefined()
  for (const urlPath of ['/', '/about', '/fr/nope', '/assets/client.js']) {
    expect(headersFor(urlPath)).toMatchObject(securityHeaders)
  }
})
