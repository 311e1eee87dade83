/**
 * Scores the production headers the way Mozilla's HTTP Observatory does: the shipped nginx
 * config, over HTTPS with a certificate made here for localhost, scanned by the Observatory's
 * own scanner (npm @mdn/mdn-http-observatory). Part of `npm run bench`; `node
 * scripts/observatory.mjs` alone runs just this. The scanner only speaks to ports 80 and 443,
 * so this needs root (or those ports otherwise bindable) and both ports free.
 *
 * The scanner is installed on demand into bench/.tools (ignored by git), not into the project:
 * it brings a web server, a database client and Sentry, and its install scripts download a CA
 * bundle and the HSTS preload list, which this offline machine cannot reach. They are skipped:
 * our own certificate is trusted through NODE_EXTRA_CA_CERTS, and the preload list is empty
 * (a site on it would only score more). It runs on the project's Node 24, like every script.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { startNginx } from './nginx.mjs'
import { rootDir } from './site-files.mjs'

const scannerVersion = '1.4.8'
const toolsDir = path.join(rootDir, 'bench', '.tools', 'observatory')
const scannerDir = path.join(toolsDir, 'node_modules', '@mdn', 'mdn-http-observatory')

function installScanner() {
  if (existsSync(path.join(scannerDir, 'package.json'))) return
  mkdirSync(toolsDir, { recursive: true })
  writeFileSync(path.join(toolsDir, 'package.json'), '{ "private": true }\n')
  execFileSync(
    'npm',
    [
      'install',
      `@mdn/mdn-http-observatory@${scannerVersion}`,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
    ],
    { cwd: toolsDir, stdio: 'inherit' },
  )
  writeFileSync(path.join(scannerDir, 'conf', 'hsts-preload.json'), '{}\n')
}

function makeCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'thrive-tls-'))
  const certificate = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  )
  return { certificate, key }
}

export async function runObservatory() {
  installScanner()
  const tls = makeCertificate()
  const nginx = startNginx(443, { ...tls, httpPort: 80 })
  try {
    await sleep(1000)
    const script = `
      import { scan } from ${JSON.stringify(path.join(scannerDir, 'src/scanner/index.js'))}
      const result = await scan('localhost')
      console.log(JSON.stringify(result))`
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certificate },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let text = ''
      child.stdout.on('data', (chunk) => (text += chunk))
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the scanner exited with ${code}`))))
    })
    const { scan, tests } = JSON.parse(output)
    return {
      grade: scan.grade,
      score: scan.score,
      passed: scan.testsPassed,
      failed: scan.testsFailed,
      tests: Object.fromEntries(Object.entries(tests).map(([name, test]) => [name, test.result])),
    }
  } finally {
    nginx.kill('SIGTERM')
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const result = await runObservatory()
  console.log(JSON.stringify(result, null, 2))
  process.exit(result.grade === 'A+' ? 0 : 1)
}
