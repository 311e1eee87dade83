import { defineConfig } from 'vitest/config'

/** Gates over the built site in build/client: run after `npm run build`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 120_000,
  },
})
