import { spawnSync } from 'node:child_process'
import path from 'node:path'

import vnu from 'vnu-jar'
import { expect, test } from 'vitest'

import { builtPages } from '../../scripts/route-assets.mjs'

interface VnuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
  extract?: string
}

/*
 * Messages about valid code that the checker does not know yet. Only these exact messages are
 * let through; any other error fails the test.
 *
 * The checker also validates the inlined stylesheet, with a CSS grammar that lags the browsers.
 * Tailwind's output and ours use things it does not know yet; each is valid CSS that every
 * supported browser implements.
 */
const knownCssValidatorGaps = [
  // CSS Properties and Values API: Tailwind registers its internal variables with @property.
  'CSS: Unrecognized at-rule “@property”',
  // Custom properties are valid transition-property values (they are <custom-ident>s).
  'CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.',
  // Only inside an @supports condition, whose purpose is to ask for properties a browser may lack.
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
  // Cross-document view transitions (CSS View Transitions Level 2), in app/styles/app.css.
  'CSS: Unrecognized at-rule “@view-transition”',
  // CSS Anchor Positioning: the header menu's panel opens under the bar whatever its height
  // (app/components/layout/site-header.tsx), where the browser has it (the @supports test).
  "CSS: “anchor-name”: Property “anchor-name” doesn't exist.",
  'CSS: “top”: “anchor(bottom)” is not a “top” value.',
  'CSS: “top”: “anchor(--site-header bottom)” is not a “top” value.',
]

// The HTML standard allows `blocking` on a link whose rel is `stylesheet` or `expect`
// (https://html.spec.whatwg.org/multipage/links.html#link-type-expect); the checker only knows
// `stylesheet`. Let through for `<link rel="expect">` only: `blocking` on any other link still fails.
const blockingOnExpectLink = (message: VnuMessage) =>
  message.message ===
    'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
  /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(message.extract ?? '')

test('the W3C Nu HTML Checker finds no error in any built page', () => {
  const files = (builtPages() as [string, string][]).map(([, file]) => file)
  expect(files.length).toBeGreaterThanOrEqual(6)
  // vnu writes its JSON report to stderr, and exits non-zero when it finds errors.
  // For one short run, the JVM's quick compiler alone and one garbage-collecting thread: the same
  // report for less than half the processor time, the optimising compiler's threads not started.
  // Code of the quick compiler takes more stack, and the checker's schema recurses deeply.
  const jvmOptions = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m']
  const run = spawnSync('java', [...jvmOptions, '-jar', vnu, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
  })
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
  const errors = messages
    .filter((message) => !knownCssValidatorGaps.includes(message.message) && !blockingOnExpectLink(message))
    .map(
      (message) =>
        `${path.basename(path.dirname(message.url))}/${path.basename(message.url)}:${message.lastLine} ${message.message}`,
    )
  expect(errors).toEqual([])
})
