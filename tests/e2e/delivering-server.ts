/**
 * The browser tests' server for the site whose owner switched delivery on: builds the copy
 * (tests/delivering-copy.ts), then runs its `npm start` server on PORT, writing each message to
 * CONTACT_OUTBOX, until Playwright stops it. Run by playwright.config.ts with plain Node.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { deliveringCopy } from '../delivering-copy.ts'
import { removeCopy } from '../work-tree-copy.ts'

const copy = deliveringCopy()
// Each run starts with an empty outbox: the tests read what this server delivers.
if (process.env.CONTACT_OUTBOX) rmSync(process.env.CONTACT_OUTBOX, { recursive: true, force: true })
const server = spawn(process.execPath, [path.join(copy, 'scripts/serve.mjs')], {
  cwd: copy,
  env: { ...process.env, SKIP_BUILD: '1' },
  stdio: 'inherit',
})
function stop() {
  server.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop)
server.on('exit', (code) => {
  if (copy !== process.env.DELIVERING_COPY) removeCopy(copy)
  process.exit(code ?? 0)
})
