import { defineConfig } from 'vitest/config'

/** Unit tests: React components in jsdom, beside their sources, the server code too; the runtime checks in tests/runtime. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'dev-server/**/*.test.ts',
      'editor/**/*.test.ts',
      'tests/runtime/*.test.ts',
    ],
    setupFiles: ['./tests/setup/setup-test-env.ts'],
    restoreMocks: true,
  },
})
