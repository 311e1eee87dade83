/** Where the system Chromium is: CHROME_PATH, then Debian's /usr/bin/chromium (see ensure-tools.mjs). */
import { existsSync } from 'node:fs'

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean)
  return candidates.find((candidate) => existsSync(candidate))
}
