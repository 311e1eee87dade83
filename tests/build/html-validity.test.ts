import { spawnSync } from 'node:child_process'
import path from 'node:path'

import vnu from 'vnu-jar'
import { expect, test } from 'vitest'

import { builtPages } from '../../scripts/route-assets.mjs'

interface VnuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
  extract?: string
}

test('the W3C Nu HTML Checker finds no error in any built page', () => {
  const files = (builtPages() as [string, string][]).map(([, file]) => file)
  expect(files.length).toBeGreaterThanOrEqual(6)
  // vnu writes its JSON report to stderr, and exits non-zero when it finds errors.
  const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' })
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
  const errors = messages.map(
    (message) => `${path.basename(path.dirname(message.url))}/${path.basename(message.url)}:${message.lastLine} ${message.message}`,
  )
  expect(errors).toEqual([])
})
