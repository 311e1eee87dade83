/**
 * The owner's editor (`npm run edit`, docs/editing.md), driven as the owner would, in a copy of
 * the work tree (tests/e2e/editor-server.ts). One dev server for the whole file: the tests run in order.
 */
import { type Page, expect, test } from '@playwright/test'

import { type RunningEditor, copyWorkTree, removeCopy, startEditor } from './editor-server'

test.describe.configure({ mode: 'serial', timeout: 180_000 })

let copy: string
let editor: RunningEditor

test.beforeAll(async () => {
  test.setTimeout(120_000)
  copy = copyWorkTree()
  editor = await startEditor(copy)
})

test.afterAll(async () => {
  await editor?.stop()
  if (copy) removeCopy(copy)
})

/** Every request the page makes that leaves 127.0.0.1 (the editor must work offline, docs/editing.md). */
function watchForeignRequests(page: Page) {
  const foreign: string[] = []
  const isLocal = (url: string) => /^(data|blob):/.test(url) || new URL(url).hostname === '127.0.0.1'
  page.on('request', (request) => {
    if (!isLocal(request.url())) foreign.push(request.url())
  })
  page.on('websocket', (socket) => {
    if (!isLocal(socket.url())) foreign.push(socket.url())
  })
  return foreign
}

test('the editor and its preview make no request that leaves 127.0.0.1', async ({ page }) => {
  const foreign = watchForeignRequests(page)
  await page.goto(`${editor.origin}/keystatic`)
  await expect(page.getByRole('link', { name: 'Business facts' }).first()).toBeVisible({ timeout: 60_000 })
  await page.getByRole('link', { name: 'Business facts' }).first().click()
  await expect(page.getByRole('textbox').first()).toBeVisible()
  await page.goto(`${editor.origin}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(`${editor.origin}/fr`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})
