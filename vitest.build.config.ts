import { defineConfig } from 'vitest/config'

/** Gates over the built site in build/client: run after `npm run build`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/build-gates/**/*.test.ts'],
    // The launch rehearsal runs these gates on its copy: there it would run itself again, and the
    // photo gates have already read that very copy.
    exclude: process.env.LAUNCH_COPY
      ? ['tests/build-gates/launch-rehearsal.test.ts', 'tests/build-gates/photos.test.ts']
      : [],
    // A copy of the site with a real-looking business and photos, built once for the gates that read it.
    globalSetup: ['tests/build-gates/launch-copy.ts'],
    testTimeout: 120_000,
  },
})
