/**
 * The servers the site is deployed on, each started over build/client on a loopback port for the
 * hosts' tests: `npm start`'s, the shipped nginx config (with the contact service behind it), and
 * Cloudflare's and Netlify's own local engines (installed into tests/hosts/engines by tests/hosts/install-engines.ts). None of them
 * reaches the network: telemetry, update checks and downloads are turned off, each writes its
 * state to a folder of its own that is removed when it stops (netlify dev's Functions, to the
 * site's .netlify).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import ts from 'typescript'

import { rootDir } from '../../scripts/site-files.mjs'
import { testPorts } from '../../scripts/test-ports.mjs'

import { editorOnlineDir, enginesDir } from './install-engines.ts'

export { editorOnlineDir, enginesDir }
const engineBin = (file: string) => path.join(enginesDir, 'node_modules', file)

export interface RunningServer {
  origin: string
  stop: () => Promise<void>
  /** What the server printed so far. */
  output: () => string
}

/** Starts `command` and resolves once `origin` answers; its output is kept to explain a failure. */
async function startServer(
  name: string,
  command: { args: string[]; cwd?: string; env?: NodeJS.ProcessEnv },
  origin: string,
  stateDir?: string,
): Promise<RunningServer> {
  // Every engine runs on the Node that runs the tests (24): wrangler and netlify-cli refuse 20.
  const child: ChildProcess = spawn(process.execPath, command.args, {
    cwd: command.cwd ?? rootDir,
    env: { ...process.env, ...command.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    // An engine that does not stop within seconds is ended, so that the suite never hangs on it.
    const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(stuck)
    if (stateDir) rmSync(stateDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  let lastError: unknown
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      // A server that takes the connection but never answers is retried, not waited on forever.
      await fetch(`${origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      return { origin, stop, output: () => output }
    } catch (error) {
      lastError = error
      await sleep(200)
    }
  }
  await stop()
  const cause = lastError instanceof Error ? `${lastError.message} ${String(lastError.cause ?? '')}` : String(lastError)
  throw new Error(`${name} did not answer at ${origin} (${cause}):\n${output}`)
}

/**
 * `npm start`'s server (scripts/serve.mjs) over the build as it is, or over the built copy at
 * `siteRoot` on `port`, writing the messages it delivers to `outbox`.
 */
export function startNpmStart({
  siteRoot = rootDir,
  port = testPorts.hostsSite,
  outbox,
}: { siteRoot?: string; port?: number; outbox?: string } = {}) {
  return startServer(
    'npm start',
    {
      args: [path.join(siteRoot, 'scripts/serve.mjs')],
      cwd: siteRoot,
      env: { PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', ...(outbox ? { CONTACT_OUTBOX: outbox } : {}) },
    },
    `http://127.0.0.1:${port}`,
  )
}

/**
 * The shipped nginx config, deploy/nginx/site.conf (scripts/nginx.mjs), on Debian's nginx, over
 * the build as it is, or over the built copy at `siteRoot` on `port`, passing /api/contact to the
 * contact service on `contactPort`.
 */
export function startNginx({
  siteRoot,
  port = testPorts.hostsNginx,
  contactPort,
}: { siteRoot?: string; port?: number; contactPort?: number } = {}) {
  const args = ['scripts/nginx.mjs', String(port)]
  if (siteRoot) args.push('--site-root', siteRoot)
  if (contactPort) args.push('--contact-port', String(contactPort))
  return startServer('nginx', { args }, `http://127.0.0.1:${port}`)
}

/**
 * The contact service nginx passes /api/contact to (server/hosts/node-service.ts), with the
 * endpoint settings of the build at `siteRoot`, sending by SMTP to `smtpPort` on loopback.
 */
export function startContactService({
  siteRoot,
  port,
  smtpPort,
}: {
  siteRoot: string
  port: number
  smtpPort: number
}) {
  return startServer(
    'the contact service',
    {
      args: ['server/hosts/node-service.ts'],
      env: {
        CONTACT_PORT: String(port),
        CONTACT_SETTINGS: path.join(siteRoot, 'build', 'for-hosts', 'contact-endpoint.json'),
        CONTACT_SMTP_HOST: '127.0.0.1',
        CONTACT_SMTP_PORT: String(smtpPort),
        CONTACT_SMTP_SECURE: 'false',
        CONTACT_FROM: 'Website <website@thrive.example>',
      },
    },
    `http://127.0.0.1:${port}`,
  )
}

/** `wrangler dev` kept offline, its logs and device id (XDG_CONFIG_HOME) in `stateDir`. */
const offlineWrangler = (stateDir: string) => ({
  XDG_CONFIG_HOME: stateDir,
  WRANGLER_SEND_METRICS: 'false',
  // The banner asks the npm registry for a newer wrangler.
  WRANGLER_HIDE_BANNER: 'true',
  // Else it downloads a sample of the `request.cf` object from Cloudflare at every start.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
})

/** The shipped wrangler.jsonc of the site at `siteRoot`, read as JSON with comments (TypeScript's reader). */
export function readWranglerConfig(siteRoot = rootDir): Record<string, unknown> {
  const file = path.join(siteRoot, 'wrangler.jsonc')
  const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'))
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`)
  return config as Record<string, unknown>
}

/**
 * Cloudflare's local engine, `wrangler dev` (workerd), running the shipped wrangler.jsonc of the
 * site at `siteRoot`: the Worker with static assets over its build/client, the Worker's
 * `send_email` and `ratelimits` bindings simulated locally. The config is copied as it is into a
 * folder of its own, beside links to what it names (build, server, app, node_modules), so that
 * wrangler's bundle, its state and the .eml files the binding writes go there and not into the
 * site; `config`, when given, is written there instead of the shipped file (a variant for one test).
 */
export function startCloudflare({
  siteRoot = rootDir,
  port = testPorts.cloudflare,
  inspectorPort = testPorts.cloudflareInspector,
  config,
}: { siteRoot?: string; port?: number; inspectorPort?: number; config?: Record<string, unknown> } = {}) {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'cloudflare-workers-'))
  for (const linked of ['build', 'server', 'app', 'node_modules']) {
    symlinkSync(path.join(siteRoot, linked), path.join(stateDir, linked), 'dir')
  }
  const configFile = path.join(stateDir, config ? 'wrangler.json' : 'wrangler.jsonc')
  if (config) writeFileSync(configFile, JSON.stringify(config, null, 2))
  else copyFileSync(path.join(siteRoot, 'wrangler.jsonc'), configFile)
  return startServer(
    'wrangler dev',
    {
      args: [
        engineBin('wrangler/bin/wrangler.js'),
        'dev',
        `--config=${configFile}`,
        '--ip=127.0.0.1',
        `--port=${port}`,
        `--inspector-port=${inspectorPort}`,
        '--show-interactive-dev-session=false',
        // The binding logs each .eml file it writes at this level.
        '--log-level=info',
      ],
      // Its state (.wrangler) and its logs and device id (XDG_CONFIG_HOME) go to stateDir.
      cwd: stateDir,
      env: offlineWrangler(stateDir),
    },
    `http://127.0.0.1:${port}`,
    stateDir,
  )
}

/**
 * Netlify's local engine: `netlify dev --offline` in the site's folder, so that it reads the
 * shipped netlify.toml (its `publish` folder, its rules, its Functions), build/client/_headers
 * and the Functions' sources as Netlify reads them. The options only say to serve the publish
 * folder as static files, on the tests' ports. Edge functions are off: their runtime is a Deno
 * that netlify dev would download, and the site has none. It keeps its state in .netlify (ignored
 * by git); `env` reaches the Functions as the site's environment variables do on Netlify.
 */
export function startNetlify({
  siteRoot = rootDir,
  port = testPorts.netlify,
  staticPort = testPorts.netlifyStatic,
  env = {},
}: { siteRoot?: string; port?: number; staticPort?: number; env?: Record<string, string> } = {}) {
  const configDir = mkdtempSync(path.join(tmpdir(), 'netlify-dev-'))
  mkdirSync(path.join(configDir, 'netlify'), { recursive: true })
  writeFileSync(path.join(configDir, 'netlify', 'config.json'), JSON.stringify({ telemetryDisabled: true }))
  return startServer(
    'netlify dev',
    {
      args: [
        engineBin('netlify-cli/bin/run.js'),
        'dev',
        '--offline',
        '--internal-disable-edge-functions',
        '--framework=#static',
        `--port=${port}`,
        `--staticServerPort=${staticPort}`,
        '--no-open',
        '--skip-gitignore',
      ],
      cwd: siteRoot,
      env: { XDG_CONFIG_HOME: configDir, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none', ...env },
    },
    `http://127.0.0.1:${port}`,
    configDir,
  )
}

/**
 * Builds the online editor (editor/online/astro.config.ts) as `npm run build:editor-online` does,
 * with `settings` (EDITOR_STORAGE, EDITOR_PREVIEW_URL) as the host's build would have them, into
 * editor/online/build. Astro's output is returned to explain a failure.
 */
export function buildEditorOnline(settings: Record<string, string>) {
  return execFileSync(process.execPath, [path.join(rootDir, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: editorOnlineDir,
    env: { ...process.env, ...settings, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/**
 * The online editor's Worker on Cloudflare's local engine: `wrangler dev` over its build, with the
 * wrangler of editor/online (the one that built it), `secrets` given as the Worker's variables as
 * `wrangler secret put` gives them deployed. Its state and logs go to a folder of its own.
 */
export function startEditorOnline({
  secrets,
  port = testPorts.editorOnline,
  inspectorPort = testPorts.editorOnlineInspector,
}: {
  secrets: Record<string, string>
  port?: number
  inspectorPort?: number
}) {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'editor-online-'))
  return startServer(
    'wrangler dev (the online editor)',
    {
      args: [
        path.join(editorOnlineDir, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
        'dev',
        '--ip=127.0.0.1',
        `--port=${port}`,
        `--inspector-port=${inspectorPort}`,
        `--persist-to=${stateDir}`,
        '--show-interactive-dev-session=false',
        ...Object.entries(secrets).map(([name, value]) => `--var=${name}:${value}`),
      ],
      // The build left .wrangler/deploy/config.json here, which names the built Worker's config.
      cwd: editorOnlineDir,
      env: offlineWrangler(stateDir),
    },
    `http://127.0.0.1:${port}`,
    stateDir,
  )
}
