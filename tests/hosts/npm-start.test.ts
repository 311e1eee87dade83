/** `npm start`'s server (scripts/site-server.mjs), which the browser tests and the bench use. */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

import { testPorts } from '../../scripts/test-ports.mjs'
import { checkContactEndpoint } from './contact-checks'
import { checkHost } from './host-checks'
import { startNpmStart } from './servers'

checkHost({
  name: 'npm start',
  start: () => startNpmStart(),
  redirectsOtherForms: true,
  sendsSiteCacheControl: true,
  hidesNotFoundPages: true,
})

/** The .eml files the server wrote to `outbox`, oldest first (their names start with the time). */
const readOutbox = (outbox: string) => async () =>
  readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))

checkContactEndpoint(
  {
    name: 'npm start',
    enforcesRateLimit: true,
    async start(siteRoot) {
      const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'))
      const server = await startNpmStart({ siteRoot, port: testPorts.hostsSiteDelivering, outbox })
      return {
        ...server,
        delivered: async () => {
          const mails = await readOutbox(outbox)()
          return mails
        },
        stop: async () => {
          await server.stop()
          rmSync(outbox, { recursive: true, force: true })
        },
      }
    },
    async startFailing(siteRoot) {
      // An outbox that cannot be made: under a file, where no folder can be.
      const outbox = path.join(siteRoot, 'package.json', 'outbox')
      const server = await startNpmStart({ siteRoot, port: testPorts.hostsSiteDelivering, outbox })
      return { ...server, delivered: async () => [] }
    },
  },
  () => inject('deliveringCopy'),
)
