import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { findTestChromium, testChromiumFlags } from './scripts/find-chromium.mjs'
import { testPorts } from './scripts/test-ports.mjs'

const port = testPorts.e2e
export const nginxPort = testPorts.e2eNginx
/** The site whose owner switched delivery on (tests/e2e/delivering-server.ts), and where it writes each message. */
export const deliveringOrigin = `http://localhost:${testPorts.e2eDelivering}`
export const deliveringOutbox = path.join(tmpdir(), `thrive-e2e-outbox-${testPorts.e2eDelivering}`)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/output',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: findTestChromium(),
      args: testChromiumFlags,
    },
  },
  webServer: [
    {
      // The same server as `npm start`, on its own port; `npm test` has just built the site.
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
    },
    {
      // A copy of the site with delivery on, built first (tests/delivering-copy.ts): the contact
      // form's journeys that reach the owner (contact-delivery.spec.ts).
      command: 'node tests/e2e/delivering-server.ts',
      // The tests send more messages a minute than a visitor may (tests/hosts checks the limit).
      env: { PORT: String(testPorts.e2eDelivering), CONTACT_OUTBOX: deliveringOutbox, CONTACT_RATE_LIMIT: '100/60' },
      url: `${deliveringOrigin}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // The shipped nginx config, for the production-headers journey (csp.spec.ts).
      command: `node scripts/nginx.mjs ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: false,
    },
  ],
})
