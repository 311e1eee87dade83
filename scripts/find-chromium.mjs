/**
 * Browser tests drive the system Chromium (a browser can't be downloaded here). This finds it
 * (CHROME_PATH, then /usr/bin/chromium), installs Debian's package when run as root, and
 * otherwise says in one line what to do.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean)
  return candidates.find((candidate) => existsSync(candidate))
}

if (!findChromium()) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing the Debian package "chromium"…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
  }
  if (!findChromium()) {
    console.error(
      'Chromium not found: run `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.',
    )
    process.exit(1)
  }
}
