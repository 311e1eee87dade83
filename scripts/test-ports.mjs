/**
 * The loopback ports the tests and the bench serve the site on, one per server so that none
 * waits for another. TEST_PORT_OFFSET moves them all at once: two checkouts on one machine can
 * then run their tests side by side (`TEST_PORT_OFFSET=100 npm test`).
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0)

export const testPorts = {
  /** The browser tests' copy of `npm start` (playwright.config.ts). */
  e2e: 4174 + offset,
  /** The budgets' server (tests/build/budgets.test.ts). */
  budgets: 4175 + offset,
  /** The link checker's server (tests/build/links.test.ts). */
  links: 4176 + offset,
  /** The bench's server (scripts/bench.mjs). */
  bench: 4177 + offset,
  /** nginx for the browser tests (tests/e2e/csp.spec.ts). */
  e2eNginx: 4178 + offset,
  /** nginx for the build gates (tests/build/nginx.test.ts). */
  buildNginx: 4179 + offset,
  /** The editor's dev server in the editor journey (tests/e2e/editor.spec.ts). */
  editor: 4180 + offset,
}
