/**
 * The online editor's headers (docs/deploying.md, "The online editor"): the public site's set
 * (scripts/security-headers.mjs), with a policy that lets Keystatic's UI do what it does in
 * GitHub mode and nothing more. Its page runs Astro's two inline scripts (their hashes, computed
 * from the page as sent: editor/online/app/middleware.ts) and the editor's files; the UI talks to
 * GitHub's API from the browser (api.github.com, and raw.githubusercontent.com for a public
 * repository's files: node_modules/@keystatic/core/dist/keystatic-core-ui.js) and shows the
 * signed-in person's avatar. Its styles are written at run time by Keystar UI's CSS-in-JS, which
 * takes no nonce: styles, not scripts, may be inline. The editor is nobody's page to frame, index
 * or cache.
 */
import { securityHeaders } from '../../scripts/security-headers.mjs'

export function editorPolicy(scriptHashes: string[]) {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Photos being edited are shown from memory (blob:), Keystar's icons as data: URLs.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The editor's files (scripts, its empty stylesheet) and every answer that is not its page. */
export const filesPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * Headers for every answer of the Worker: the public site's set, with a stricter referrer (the
 * editor's addresses name drafts and entries, which no other site need learn) and no indexing.
 * The static files get the same from public/_headers, which online-config.test.ts holds to this.
 */
export function editorHeaders(csp: string): Record<string, string> {
  return {
    ...securityHeaders(csp),
    'Referrer-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
  }
}
