import { defineConfig } from 'vitest/config'

import { formatFigures } from './app/lib/figures'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()), __FIGURES__: JSON.stringify(formatFigures()) },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'tests/runtime/*.test.ts'],
    setupFiles: ['./tests/setup/setup-test-env.ts'],
    restoreMocks: true,
  },
})
