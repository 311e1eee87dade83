import { defineConfig } from 'vitest/config'

/** Gates over the built site in build/client: run after `npm run build`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
    // A copy of the site built with sample photos, for photos.test.ts and budgets.test.ts.
    globalSetup: ['tests/build/sample-photo-build.ts'],
    testTimeout: 120_000,
  },
})
