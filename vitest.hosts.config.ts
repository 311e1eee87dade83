import { defineConfig } from 'vitest/config'

/**
 * The built site on each host's own server (tests/hosts): `npm start`'s, nginx, Cloudflare's
 * and Netlify's engines, the last two installed on first use. Run after `npm run build`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/hosts/*.test.ts'],
    globalSetup: ['tests/hosts/install-engines.ts', 'tests/hosts/delivering-setup.ts'],
    // An engine takes seconds to start on a busy machine; its first install, minutes.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
})
