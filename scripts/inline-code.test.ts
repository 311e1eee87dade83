// @vitest-environment node
import { readFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { inlineCodeOf, sha256, uncoveredInlineCode } from './inline-code.mjs'
import { contentSecurityPolicy } from './security-headers.mjs'

/** A page saved from the build, trimmed: head script, stylesheet, JSON-LD, speculation rules, module script. */
const savedPage = readFileSync(new URL('./fixtures/saved-page.html', import.meta.url), 'utf8')

function policyFor(html: string) {
  const { scriptHashes, styleHashes, problems } = inlineCodeOf(html, 'saved-page.html')
  return { csp: contentSecurityPolicy({ scriptHashes, styleHashes }), scriptHashes, problems }
}

describe('the Content-Security-Policy computed from a built page', () => {
  test('lists every inline script and stylesheet of the page, and nothing is blocked', () => {
    const { csp, scriptHashes, problems } = policyFor(savedPage)
    // The theme script, the speculation rules and the module script; JSON-LD is data, never run.
    expect(scriptHashes).toHaveLength(3)
    expect(problems).toEqual([])
    expect(uncoveredInlineCode(savedPage, csp)).toEqual([])
  })

  test('a new inline script without its hash is caught', () => {
    const { csp } = policyFor(savedPage)
    const withNewScript = savedPage.replace('</body>', '<script>console.log("added later")</script></body>')
    expect(uncoveredInlineCode(withNewScript, csp)).toEqual([`inline script ${sha256('console.log("added later")')}`])
  })

  test('a changed stylesheet is caught too', () => {
    const { csp } = policyFor(savedPage)
    const withOtherStyle = savedPage.replace('.sr-only{', '.sr-only{clip:rect(0,0,0,0);')
    expect(uncoveredInlineCode(withOtherStyle, csp)).toHaveLength(1)
  })

  test('reports what no hash can allow: handlers, style attributes, javascript: URLs, other origins', () => {
    const hostile = savedPage.replace(
      '<h1>',
      '<button onclick="go()">x</button><p style="color:red">y</p><a href="javascript:void 0">z</a><script src="https://cdn.example/x.js"></script><img src="//images.example/a.png" alt=""><h1>',
    )
    expect(policyFor(hostile).problems).toEqual([
      'saved-page.html: a script from another origin: https://cdn.example/x.js',
      'saved-page.html: an inline onclick handler on <button>',
      'saved-page.html: a style attribute on <p>',
      'saved-page.html: a javascript: URL in href',
      'saved-page.html: <img> loads from another origin: //images.example/a.png',
    ])
  })
})
