import { defineConfig } from '@playwright/test'

import { chromiumFlags, findChromium } from './scripts/find-chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4174)
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4178)

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
