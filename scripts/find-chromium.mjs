/**
 * Where Debian's Chromium is (scripts/ensure-tools.mjs installs it). `CHROME_PATH` overrides both.
 * The bench measures pages in the browser a visitor runs: /usr/bin/chromium. The tests drive the
 * headless build of the same Chromium, from the same Debian source and version
 * (chromium-headless-shell), as Playwright itself does for headless tests: the same Blink and
 * V8, without the desktop browser's own process work, which was a third of the tests' processor
 * time (docs/decisions/2026-11-28-tests-on-the-headless-shell.md).
 */
import { existsSync } from 'node:fs'

const chromiumPaths = {
  /** The browser a visitor runs, which the bench measures (scripts/bench.mjs). */
  desktop: '/usr/bin/chromium',
  /** The headless build the tests drive (playwright.config.ts, tests/build-gates, tests/hosts). */
  headless: '/usr/bin/chromium-headless-shell',
}

function found(defaultPath) {
  return [process.env.CHROME_PATH, defaultPath].filter(Boolean).find((candidate) => existsSync(candidate))
}

/** Debian's Chromium as a visitor runs it: the bench, and the icons and social cards scripts/draw-images.mjs draws. */
export function findChromium() {
  return found(chromiumPaths.desktop)
}

/** The Chromium the tests drive: Debian's headless shell. */
export function findTestChromium() {
  return found(chromiumPaths.headless)
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

/**
 * The tests' flags: the headless shell sets text with Debian's default hinting (slight), as
 * /usr/bin/chromium does. Left to its own default, it spaced glyphs otherwise, and lines wrapped
 * elsewhere (pages 28–56 px taller or shorter); with it, full-page screenshots of the two are
 * the same pixels.
 */
export const testChromiumFlags = [...chromiumFlags, '--font-render-hinting=slight']
