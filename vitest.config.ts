import { defineConfig } from 'vitest/config'

/** Unit tests: React components in jsdom, beside their sources; the runtime checks in tests/runtime. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: [
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'dev-server/**/*.test.ts',
      'tests/runtime/*.test.ts',
    ],
    setupFiles: ['./tests/setup/setup-test-env.ts'],
    restoreMocks: true,
  },
})
