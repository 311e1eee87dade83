import { configDefaults, defineConfig } from 'vitest/config'

const unitTests = [
  'app/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'dev-server/**/*.test.ts',
  'editor/**/*.test.ts',
  'tests/runtime/*.test.ts',
]
// The tests that render React or drive a browser script need a document; the others (content,
// server, build tools) run in plain Node, which starts at once: 35 jsdom documents took 45 % of
// the unit tests' time when every file had one.
const needsDocument = ['app/**/*.test.tsx', 'app/lib/idle-after-load.test.ts']

/** Unit tests: React components in jsdom, beside their sources, the server code too; the runtime checks in tests/runtime. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ['./tests/setup/setup-test-env.ts'],
    // Test files share their worker's modules and document instead of each importing and making
    // its own (23–25 s instead of 53 s here, 28–30 instead of 65 core-seconds); each test leaves nothing
    // behind: mocks, stubbed globals and environment variables are restored, and what a test
    // rendered is removed (tests/setup/setup-test-env.ts).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      { extends: true, test: { name: 'document', environment: 'jsdom', include: needsDocument } },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: unitTests,
          exclude: [...configDefaults.exclude, ...needsDocument],
        },
      },
    ],
  },
})
