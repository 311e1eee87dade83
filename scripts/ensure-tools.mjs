/**
 * The system programs the tests drive: `node scripts/ensure-tools.mjs chromium-headless-shell java nginx`.
 * Each missing one is installed from Debian's packages when run as root; otherwise this says,
 * in one line each, what to install. A browser can't be downloaded here: Chromium is Debian's.
 */
import { execSync, spawnSync } from 'node:child_process'

import { findChromium, findTestChromium } from './find-chromium.mjs'

const tools = {
  chromium: {
    present: () => Boolean(findChromium()),
    debianPackage: 'chromium',
    hint: 'the bench measures pages in it; or set CHROME_PATH',
    // The bench measures the browser as Debian installs it for a user, GPU libraries and all.
    withRecommends: true,
  },
  'chromium-headless-shell': {
    present: () => Boolean(findTestChromium()),
    debianPackage: 'chromium-headless-shell',
    hint: 'the tests drive it; or set CHROME_PATH',
  },
  java: {
    present: () => spawnSync('java', ['-version']).status === 0,
    debianPackage: 'default-jre-headless',
    hint: 'the HTML checker needs Java 11+',
  },
  nginx: {
    present: () => spawnSync('nginx', ['-v']).status === 0,
    debianPackage: 'nginx',
    hint: 'the hosting tests run the shipped config',
  },
}

const wanted = process.argv.slice(2)
const missing = wanted.filter((name) => {
  if (!(name in tools)) throw new Error(`unknown tool ${name}; known: ${Object.keys(tools).join(', ')}`)
  return !tools[name].present()
})

if (missing.length && process.getuid?.() === 0) {
  console.log(`Installing what this machine lacks: ${missing.map((name) => tools[name].debianPackage).join(' ')}`)
  execSync('apt-get update -qq', { stdio: 'inherit' })
  // The tests' programs without what Debian only recommends beside them: on a fresh machine,
  // chromium-headless-shell and nginx's recommendations (a desktop's GTK, avahi, udev, Perl's web
  // modules) are about 95 more packages and a minute more of installing, that no test uses.
  for (const withRecommends of [false, true]) {
    const packages = missing.filter((name) => Boolean(tools[name].withRecommends) === withRecommends)
    if (packages.length === 0) continue
    const recommends = withRecommends ? '' : ' --no-install-recommends'
    execSync(
      `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq${recommends} ${packages.map((name) => tools[name].debianPackage).join(' ')}`,
      { stdio: 'inherit' },
    )
  }
}

const stillMissing = missing.filter((name) => !tools[name].present())
for (const name of stillMissing) {
  const tool = tools[name]
  console.error(`${name} not found: run \`sudo apt-get install -y ${tool.debianPackage}\` (${tool.hint}).`)
}
if (stillMissing.length) process.exit(1)
