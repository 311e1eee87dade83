/**
 * Every answer of the online editor's Worker carries its headers (editor/online/headers.ts). The
 * editor's page is rendered on each request, so the hashes of its inline scripts are taken from
 * the page as it is sent, and the policy allows those scripts and no other inline one.
 */
import { defineMiddleware } from 'astro:middleware'

import { editorHeaders, editorPolicy, filesPolicy } from '../headers.ts'

// Astro's island scripts are bare <script> elements; the editor's own code is loaded from files.
const inlineScript = /<script>([\s\S]*?)<\/script>/g

async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`
}

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next()
  const isPage = response.headers.get('Content-Type')?.startsWith('text/html') ?? false
  const body = isPage ? await response.text() : null
  const csp =
    body === null
      ? filesPolicy
      : editorPolicy(await Promise.all([...body.matchAll(inlineScript)].map((m) => sha256(m[1] ?? ''))))
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(editorHeaders(csp))) headers.set(name, value)
  // Sign-in answers and the editor's page are the person's own: never kept by a cache.
  headers.set('Cache-Control', 'no-store')
  return new Response(body ?? response.body, { status: response.status, statusText: response.statusText, headers })
})
