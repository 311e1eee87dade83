/**
 * The HTTP headers the site is served with, in one place: `npm start`, the Netlify/Cloudflare
 * `_headers` file and the nginx snippet are all written from here. The Content-Security-Policy
 * is computed by the post-build step from the inline scripts and styles of the built pages.
 */
import path from 'node:path'

/**
 * A strict policy: nothing but this origin, and only the inline code the build itself wrote.
 * `formAction` is `'self'` on the pages whose form posts to the site's own server (the contact
 * pages, once the owner switches delivery on); every other page sends no form anywhere.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes, formAction = "'none'" }) {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    // The site itself makes no fetch, XHR, WebSocket or beacon (the browser tests check), but
    // Lighthouse's robots.txt audit fetches from inside the page: same origin only.
    "connect-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The contact endpoint's policy (server/contact-endpoint.ts): its answers are data and redirects, never a page to run. */
export const endpointPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Headers for every response, pages, assets and errors alike. */
export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

/** Cache rules: hashed build assets never change; HTML must be revalidated on every visit. */
export const cacheRules = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  static: 'public, max-age=3600',
}

export function cacheControlFor(pathname) {
  if (pathname.startsWith('/assets/')) return cacheRules.immutable
  if (pathname === '/' || pathname.endsWith('.html') || !path.extname(pathname)) return cacheRules.revalidate
  return cacheRules.static
}
