/**
 * Runs the shipped nginx config (deploy/nginx/site.conf) on the Debian nginx, as the current
 * user, on a loopback port, against build/client: the tests use it to prove the production
 * setup. `node scripts/nginx.mjs [port] [--site-root dir] [--contact-port port]` runs it in the
 * foreground, over the build in `dir` (a built copy of the site; this work tree by default),
 * passing /api/contact to the contact service on `port` (the shipped one by default).
 * scripts/ensure-tools.mjs installs nginx where it is missing.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { rootDir } from './site-files.mjs'

/** The files the build writes to build/nginx, which the shipped config includes from thrive/. */
const builtSnippets = ['security-headers.conf', 'page-headers.conf', 'endpoint-headers.conf', 'contact-answers.conf']

/**
 * Writes a throwaway nginx prefix around the shipped config and returns its nginx.conf. With
 * `tls`, the HTTPS server listens on `port` with the given certificate and the HTTP redirect
 * on `tls.httpPort`; without, the HTTPS server is served as plain HTTP on `port` and the
 * redirect server is left out. `siteRoot` is the built site's folder, `contactPort` the contact
 * service's port.
 */
export function writeNginxPrefix(port, tls, { siteRoot = rootDir, contactPort } = {}) {
  const prefix = path.join(tmpdir(), `thrive-nginx-${port}`)
  mkdirSync(path.join(prefix, 'thrive'), { recursive: true })
  const shipped = readFileSync(path.join(rootDir, 'deploy/nginx/site.conf'), 'utf8')
  const parts = shipped.split(/\n(?=server \{|map |limit_req_zone |include )/)
  const [redirectServer, siteServer] = parts.filter((part) => part.startsWith('server {'))
  // The http-level directives before the servers (the not-found page of each language, the
  // contact endpoint's rate limit and answers), without the comments about the next one.
  const httpLevel = parts
    .filter((part) => /^(map|limit_req_zone|include) /.test(part))
    .map((part) => part.replace(/\n#[^\n]*/g, ''))
  if (!redirectServer?.includes('return 301 https://') || !siteServer?.includes('listen 443 ssl http2;')) {
    throw new Error('deploy/nginx/site.conf no longer has its HTTP-redirect and HTTPS server blocks')
  }
  if (!/proxy_pass http:\/\/127\.0\.0\.1:\d+;/.test(siteServer)) {
    throw new Error('deploy/nginx/site.conf no longer passes /api/contact to a service on 127.0.0.1')
  }
  const site = siteServer
    .replace(/ {4}listen \[::\]:443 ssl http2;\n/, '')
    .replace(/listen 443 ssl http2;/, tls ? `listen 127.0.0.1:${port} ssl;` : `listen 127.0.0.1:${port};`)
    .replace(/ssl_certificate (.*);/, tls ? `ssl_certificate ${tls.certificate};` : '')
    .replace(/ssl_certificate_key (.*);/, tls ? `ssl_certificate_key ${tls.key};` : '')
    .replace(/root \/var\/www\/thrive;/, `root ${path.join(siteRoot, 'build', 'client')};`)
    .replace(/proxy_pass http:\/\/127\.0\.0\.1:\d+;/, (shippedPass) =>
      contactPort ? `proxy_pass http://127.0.0.1:${contactPort};` : shippedPass,
    )
  const redirect = tls
    ? redirectServer
        .replace(/ {4}listen \[::\]:80;\n/, '')
        .replace(/listen 80;/, `listen 127.0.0.1:${tls.httpPort};`)
        .replace('https://$host$request_uri', `https://$host:${port}$request_uri`)
    : ''
  writeFileSync(path.join(prefix, 'site.conf'), `${httpLevel.join('\n')}\n${redirect}\n${site}`)
  for (const file of builtSnippets) {
    copyFileSync(path.join(siteRoot, 'build', 'nginx', file), path.join(prefix, 'thrive', file))
  }
  const temp = (name) => `${name}_temp_path ${path.join(prefix, `${name}-temp`)};`
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(
    conf,
    `# As root, workers would switch to nobody; keep them the current user.
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(prefix, 'site.conf')};
}
`,
  )
  return { prefix, conf }
}

/** Starts nginx with a prefix from writeNginxPrefix; it stops when this process does. */
export function startNginx(port, tls, options) {
  const { prefix, conf } = writeNginxPrefix(port, tls, options)
  const nginx = spawn('nginx', ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => nginx.kill('SIGTERM'))
  process.on('exit', () => nginx.kill('SIGTERM'))
  return nginx
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'site-root': { type: 'string' }, 'contact-port': { type: 'string' } },
  })
  const nginx = startNginx(Number(positionals[0] ?? 4178), undefined, {
    siteRoot: values['site-root'] ? path.resolve(values['site-root']) : rootDir,
    contactPort: values['contact-port'] ? Number(values['contact-port']) : undefined,
  })
  nginx.on('exit', (code) => process.exit(code ?? 0))
}
