/**
 * The loopback ports the tests and the bench serve the site on, one per server so that none
 * waits for another. TEST_PORT_OFFSET moves them all at once: two checkouts on one machine can
 * then run their tests side by side (`TEST_PORT_OFFSET=100 npm test`).
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0)
// The Fetch standard's "bad ports" above 1024, which fetch refuses to reach (4190 is ManageSieve's).
const badPorts = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
])

export const testPorts = {
  /** The browser tests' copy of `npm start` (playwright.config.ts). */
  e2e: 4174 + offset,
  /** The budgets' server (tests/build-gates/budgets.test.ts). */
  budgets: 4175 + offset,
  /** The link checker's server (tests/build-gates/links.test.ts). */
  links: 4176 + offset,
  /** The bench's server (scripts/bench.mjs, and the work tree's in scripts/bench-against.mjs). */
  bench: 4177 + offset,
  /** The server of the commit scripts/bench-against.mjs measures the work tree against. */
  benchAgainst: 4199 + offset,
  /** nginx for the browser tests (tests/e2e/csp.spec.ts). */
  e2eNginx: 4178 + offset,
  /** nginx in the hosts' tests (tests/hosts/nginx.test.ts). */
  hostsNginx: 4179 + offset,
  /** The editor's dev server in the editor journey (tests/e2e/editor.spec.ts). */
  editor: 4180 + offset,
  /** `npm start`'s server in the hosts' tests (tests/hosts/npm-start.test.ts). */
  hostsSite: 4181 + offset,
  /** Cloudflare's engine, `wrangler dev`, and its debugger's port (tests/hosts/cloudflare.test.ts). */
  cloudflare: 4182 + offset,
  cloudflareInspector: 4183 + offset,
  /** Netlify's engine, `netlify dev`, and the static server behind it (tests/hosts/netlify.test.ts). */
  netlify: 4184 + offset,
  netlifyStatic: 4185 + offset,
  /** `npm start`'s server over the build that delivers messages (tests/hosts/npm-start.test.ts). */
  hostsSiteDelivering: 4186 + offset,
  /**
   * Netlify's engine and its static server over the build that delivers messages
   * (tests/hosts/netlify.test.ts). Not 4190, which fetch refuses to reach (the Fetch standard's
   * "bad ports": ManageSieve).
   */
  netlifyDelivering: 4189 + offset,
  netlifyDeliveringStatic: 4191 + offset,
  /** `wrangler dev` over the build that delivers messages, and its debugger's port (tests/hosts/cloudflare.test.ts). */
  cloudflareDelivering: 4187 + offset,
  cloudflareDeliveringInspector: 4188 + offset,
  /** The browser tests' server over the build that delivers messages (tests/e2e/delivering-server.ts). */
  e2eDelivering: 4196 + offset,
  /** nginx over the build that delivers messages, and the contact service behind it (tests/hosts/nginx.test.ts). */
  hostsNginxDelivering: 4193 + offset,
  hostsContactService: 4194 + offset,
  /** Where nothing listens: the SMTP server or the contact service down (tests/hosts/nginx.test.ts). */
  hostsNothingListens: 4195 + offset,
  /** The online editor's Worker on `wrangler dev`, and its debugger's port (tests/hosts/editor-online.test.ts). */
  editorOnline: 4197 + offset,
  editorOnlineInspector: 4198 + offset,
}

for (const [name, port] of Object.entries(testPorts)) {
  if (badPorts.has(port))
    throw new Error(
      `TEST_PORT_OFFSET=${offset} puts ${name} on port ${port}, which fetch refuses: choose another offset`,
    )
}
