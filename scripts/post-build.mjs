/**
 * The last part of `astro build` (registered in astro.config.ts), so that the build alone makes
 * the site that ships. It adds one route to the build, which renders what the steps need from the
 * owner's content (scripts/build-steps/from-the-content.ts), so that they never parse it again.
 * Once Astro has written each page as a file (`about.html`, `fr/404.html`), in
 * `astro:build:done`, it takes that route's file out of the site, then runs the steps of
 * scripts/build-steps/ in order: it checks that each
 * language's not-found page is there, reduces each page's inline stylesheet to the rules the page
 * uses, moves Astro's island runtime to a file, writes the contact endpoint's settings, computes
 * each page's Content-Security-Policy from its built file and the whole site's, writes the
 * headers every host must send, writes .gz and .br copies of every text file to
 * build/precompressed, and checks that each page arrives in the first round trip. A step that
 * fails stops the build with its message; markup the policy would block fails it, and so does a
 * page too long to arrive in the first round trip, with a message that names the owner's longest
 * texts on it.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { writeEndpointSettings } from './build-steps/contact-endpoint.mjs'
import { computePolicies } from './build-steps/content-security-policy.mjs'
import { checkFirstRoundTrip, OwnerFacingError } from './build-steps/first-round-trip.mjs'
import { writeHostHeaders } from './build-steps/host-headers.mjs'
import { moveIslandRuntime } from './build-steps/island-runtime-file.mjs'
import { checkNotFoundPages } from './build-steps/not-found-pages.mjs'
import { precompress } from './build-steps/precompress.mjs'
import { reduceEachPageCss } from './build-steps/reduce-css.mjs'
import { buildStepsRoute, checksPassedFile, clientDir } from './site-files.mjs'
import { pathsOf } from '../app/content/pages.ts'

/** Takes the file of the route the steps read out of the site: it is for them, not for visitors. */
async function takeFromTheContent() {
  const text = await readFile(buildStepsRoute.file, 'utf8').catch(() => {
    throw new Error(
      `post-build: Astro wrote no ${buildStepsRoute.pattern}, the route this integration adds in astro:config:setup for astro build`,
    )
  })
  const taken = JSON.parse(text)
  await rm(buildStepsRoute.file)
  return taken
}

/** The built pages' files under build/client. */
async function builtHtmlFiles() {
  return (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The steps after Astro's own, in order, each logging the line it returns. */
async function finishSite(log) {
  const { endpointSettings, longestTexts } = await takeFromTheContent()
  const htmlFiles = await builtHtmlFiles()
  checkNotFoundPages(htmlFiles)
  log(await reduceEachPageCss(htmlFiles))
  log(await moveIslandRuntime(htmlFiles))
  // Only the pages whose form posts to the endpoint may send a form, and only to this origin.
  await writeEndpointSettings(endpointSettings)
  const formPaths = new Set(endpointSettings.deliver ? pathsOf('contact') : [])
  const policies = await computePolicies(htmlFiles, formPaths)
  log(await writeHostHeaders(policies, endpointSettings))
  log(await precompress())
  log(await checkFirstRoundTrip(longestTexts))
  await writeFile(checksPassedFile, `Every check of scripts/post-build.mjs passed on ${new Date().toISOString()}.\n`)
}

/** @returns {import('astro').AstroIntegration} */
export function postBuild() {
  return {
    name: 'post-build',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command === 'build') {
          injectRoute({
            pattern: buildStepsRoute.pattern,
            entrypoint: fileURLToPath(new URL('./build-steps/from-the-content.ts', import.meta.url)),
            prerender: true,
          })
        }
      },
      // A build that stops, in Astro's part or in ours, is no build to serve (scripts/serve.mjs).
      'astro:build:start': async () => {
        await rm(checksPassedFile, { force: true })
      },
      'astro:build:done': async ({ dir, logger }) => {
        // The server, the hosts' configs and the tests find the site where scripts/site-files.mjs says.
        if (path.resolve(fileURLToPath(dir)) !== clientDir) {
          throw new Error(
            `post-build: Astro wrote the site to ${fileURLToPath(dir)}, not ${clientDir} (scripts/site-files.mjs)`,
          )
        }
        try {
          await finishSite((line) => logger.info(line))
        } catch (error) {
          // The owner's message reads as docs/editing.md shows it, without a stack trace.
          if (error instanceof OwnerFacingError) error.stack = ''
          throw error
        }
      },
    },
  }
}
