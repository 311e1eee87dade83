import { defineConfig } from '@playwright/test'

import { chromiumFlags, findChromium } from './scripts/find-chromium.mjs'
import { testPorts } from './scripts/test-ports.mjs'

const port = testPorts.e2e
export const nginxPort = testPorts.e2eNginx

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
      executablePath: findChromium(),
      args: chromiumFlags,
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
      // The shipped nginx config, for the production-headers journey (csp.spec.ts).
      command: `node scripts/nginx.mjs ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: false,
    },
  ],
})
