/** Where the system Chromium is: CHROME_PATH, then Debian's /usr/bin/chromium (see ensure-tools.mjs). */
import { existsSync } from 'node:fs'

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean)
  return candidates.find((candidate) => existsSync(candidate))
}

/**
 * How the tests and the bench start Chromium: no sandbox (root in a container), and nothing
 * that reaches for the network, which this machine does not have.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
