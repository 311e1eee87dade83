/**
 * The online editor (editor/online; docs/editing.md, "Edit online"), built as the host builds it,
 * with Astro's Cloudflare adapter, and run on Cloudflare's local engine (`wrangler dev`, workerd),
 * offline. Its settings and secrets are the test's own: a repository and a GitHub App that do not
 * exist, since nothing here reaches GitHub. What a deployment alone shows (signing in at GitHub,
 * a save becoming a commit on a draft branch, the host's preview of it) is written in
 * docs/deploying.md and was not run here.
 */
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { findTestChromium, testChromiumFlags } from '../../scripts/find-chromium.mjs'
import { type RunningServer, buildEditorOnline, startEditorOnline } from './servers'

const settings = {
  EDITOR_STORAGE: 'github:owner-in-test/site-in-test',
  EDITOR_PREVIEW_URL: 'https://{branch}-site-in-test.owner-in-test.workers.dev',
}
const secrets = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23.client-id-in-test',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret-in-test',
  // Keystatic wants 32 characters at least.
  KEYSTATIC_SECRET: 'a-secret-of-the-test-of-40-characters-ok',
}

let editor: RunningServer
const get = (urlPath: string) => fetch(`${editor.origin}${urlPath}`, { redirect: 'manual' })

// The build takes about 20 s on an idle 2-core machine, and four times that when it is busy.
beforeAll(async () => {
  buildEditorOnline(settings)
  editor = await startEditorOnline({ secrets })
}, 240_000)
afterAll(() => editor?.stop())

describe('the online editor on Cloudflare Workers (wrangler dev)', () => {
  test("serves the editor's page at /keystatic, its own policy allowing its scripts and no others", async () => {
    const response = await get('/keystatic')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<astro-island')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/^default-src 'none'; script-src 'self'( 'sha256-[\w+/=]+')+; style-src/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  test("sends signing in to GitHub's authorization page with the configured app's client id", async () => {
    const response = await get('/api/keystatic/github/login')
    expect(response.status).toBe(307)
    const location = new URL(response.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe(secrets.KEYSTATIC_GITHUB_CLIENT_ID)
    expect(location.searchParams.get('redirect_uri')).toBe(`${editor.origin}/api/keystatic/github/oauth/callback`)
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
  })

  test('signing in from an entry of a draft remembers it in a cookie sent over HTTPS only, never to scripts', async () => {
    const response = await get(
      `/api/keystatic/github/login?from=${encodeURIComponent('branch/draft/x/singleton/about')}`,
    )
    expect(response.status).toBe(307)
    const state = new URL(response.headers.get('location') ?? '').searchParams.get('state')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^ks-${state}=`))
    expect(cookie.split('; ').slice(1)).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Lax']))
  })

  test("sends a draft's preview link on to that page of the host's preview of the draft", async () => {
    const preview = await get('/preview?page=%2Fabout&branch=draft/New-phone')
    expect(preview.status).toBe(302)
    expect(preview.headers.get('location')).toBe('https://draft-new-phone-site-in-test.owner-in-test.workers.dev/about')
    const published = await get('/preview?page=%2F&branch=main')
    expect(published.status).toBe(404)
    expect(await published.text()).toMatch(/^No preview here: only a draft/)
  })

  test("serves the editor's files with the same headers", async () => {
    const page = await (await get('/keystatic')).text()
    const script = /component-url="(\/_astro\/[^"]+\.js)"/.exec(page)?.[1] ?? ''
    const response = await get(script)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('in a browser, shows "Log in with GitHub" under its policy, asking nothing of another origin', async () => {
    const browser = await chromium.launch({ executablePath: findTestChromium(), args: testChromiumFlags })
    try {
      const page = await browser.newPage()
      const refused: string[] = []
      const elsewhere: string[] = []
      page.on(
        'console',
        (message) => message.text().includes('Content Security Policy') && refused.push(message.text()),
      )
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url())
        if (url.origin === editor.origin) return route.continue()
        elsewhere.push(url.href)
        return route.abort()
      })
      await page.goto(`${editor.origin}/keystatic`)
      // Keystar UI's link styled as a button says so (role="button" on the <a>).
      const signIn = page.getByRole('button', { name: 'Log in with GitHub' })
      await expect.poll(() => signIn.getAttribute('href'), { timeout: 15_000 }).toBe('/api/keystatic/github/login')
      expect(refused).toEqual([])
      expect(elsewhere).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
