/**
 * The system programs the tests drive: `node scripts/ensure-tools.mjs chromium-headless-shell java nginx`.
 * Each missing one is installed from Debian's packages when run as root; otherwise this says,
 * in one line each, what to install. A browser can't be downloaded here: Chromium is Debian's.
 */
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { findChromium, findTestChromium } from './find-chromium.mjs'

/**
 * Liberation Sans, the site's fallback font on Linux (Arial's metric twin, app/styles/app.css):
 * only recommended beside Chromium, so named, or text before the brand font arrives would be
 * drawn in another, wider font.
 */
const fallbackFont = {
  debianPackage: 'fonts-liberation',
  present: () => existsSync('/usr/share/fonts/truetype/liberation'),
}

const tools = {
  chromium: {
    present: () => Boolean(findChromium()) && fallbackFont.present(),
    debianPackages: ['chromium', fallbackFont.debianPackage],
    hint: 'the bench measures pages in it; or set CHROME_PATH',
  },
  'chromium-headless-shell': {
    present: () => Boolean(findTestChromium()) && fallbackFont.present(),
    debianPackages: ['chromium-headless-shell', fallbackFont.debianPackage],
    hint: 'the tests drive it; or set CHROME_PATH',
  },
  java: {
    present: () => spawnSync('java', ['-version']).status === 0,
    debianPackages: ['default-jre-headless'],
    hint: 'the HTML checker needs Java 11+',
  },
  nginx: {
    present: () => spawnSync('nginx', ['-v']).status === 0,
    debianPackages: ['nginx'],
    hint: 'the hosting tests run the shipped config',
  },
}

const wanted = process.argv.slice(2)
const missing = wanted.filter((name) => {
  if (!(name in tools)) throw new Error(`unknown tool ${name}; known: ${Object.keys(tools).join(', ')}`)
  return !tools[name].present()
})

// Without what Debian only recommends: beside Chromium that is a desktop's GTK, avahi, udev,
// upower, the printer settings and Perl's web modules (about 95 packages and a minute more of
// installing on a fresh machine), none of which changes a page; the one that does is named above.
const install = (packages) => `apt-get install -y --no-install-recommends ${packages.join(' ')}`

if (missing.length && process.getuid?.() === 0) {
  const packages = [...new Set(missing.flatMap((name) => tools[name].debianPackages))]
  console.log(`Installing what this machine lacks: ${packages.join(' ')}`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${install(packages)} -qq`, { stdio: 'inherit' })
}

const stillMissing = missing.filter((name) => !tools[name].present())
for (const name of stillMissing) {
  const tool = tools[name]
  console.error(`${name} not found: run \`sudo ${install(tool.debianPackages)}\` (${tool.hint}).`)
}
if (stillMissing.length) process.exit(1)
