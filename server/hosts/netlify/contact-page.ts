/**
 * The contact pages on Netlify, served by a Function with their own headers. Once the owner
 * switches delivery on, a contact page's policy lets its form post to the site (`form-action
 * 'self'`) where every other page's forbids any form. `_headers` gives every path the site's
 * policy (`/*`) and the contact pages their own after it; Cloudflare detaches the first with
 * `! Content-Security-Policy`, but Netlify drops that line and is reported to send the values of
 * both rules joined, two policies the browser would both enforce: a form posted without
 * JavaScript would then be blocked. Netlify applies no `_headers` rule to a Function's answer
 * (docs/decisions/2026-11-27-messages-reach-the-owner.md), so the page gets exactly the headers
 * the build wrote for it (build/for-hosts/contact-pages.json, scripts/build-steps/host-headers.mjs).
 *
 * `config.path` is read from this file's text, so it lists the contact pages' paths as literals;
 * tests/hosts/netlify.test.ts holds them to the route table (app/content/pages.ts).
 */
import pages from '../../../build/for-hosts/contact-pages.json'

const contactPages = pages as Record<string, { headers: Record<string, string>; html: string }>

export default async (request: Request) => {
  // Netlify matches a Function's path without a trailing slash and in any case: so does this.
  const pathname = new URL(request.url).pathname.replace(/(.)\/$/, '$1').toLowerCase()
  const page = contactPages[pathname.replace(/\.html$/, '')]
  if (!page) return new Response(null, { status: 404 })
  return new Response(page.html, {
    headers: {
      ...page.headers,
      'Content-Type': 'text/html; charset=utf-8',
      // As Netlify serves the other pages: browsers revalidate, and its CDN keeps the answer
      // until the next deploy replaces it, so the Function runs about once per deploy and edge.
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=31536000',
    },
  })
}

export const config = {
  path: ['/contact', '/contact.html', '/fr/contact', '/fr/contact.html'],
  method: ['GET', 'HEAD'],
}
