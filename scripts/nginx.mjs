/**
 * Runs the shipped nginx config (deploy/nginx/site.conf) on the Debian nginx, as the current
 * user, on a loopback port, against build/client: the tests use it to prove the production
 * setup. `node scripts/nginx.mjs [port]` runs it in the foreground (scripts/ensure-tools.mjs
 * installs nginx where it is missing).
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

import { clientDir, rootDir } from './site-files.mjs'

/**
 * Writes a throwaway nginx prefix around the shipped config and returns its nginx.conf. With
 * `tls`, the HTTPS server listens on `port` with the given certificate and the HTTP redirect
 * on `tls.httpPort`; without, the HTTPS server is served as plain HTTP on `port` and the
 * redirect server is left out.
 */
export function writeNginxPrefix(port, tls) {
  const prefix = path.join(tmpdir(), `thrive-nginx-${port}`)
  mkdirSync(path.join(prefix, 'thrive'), { recursive: true })
  const shipped = readFileSync(path.join(rootDir, 'deploy/nginx/site.conf'), 'utf8')
  const parts = shipped.split(/\n(?=server \{|map )/)
  const [redirectServer, siteServer] = parts.filter((part) => part.startsWith('server {'))
  // The http-level blocks before the servers (the not-found page of each language).
  const maps = parts.filter((part) => part.startsWith('map ')).map((part) => part.replace(/\n#[^\n]*/g, ''))
  if (!redirectServer?.includes('return 301 https://') || !siteServer?.includes('listen 443 ssl http2;')) {
    throw new Error('deploy/nginx/site.conf no longer has its HTTP-redirect and HTTPS server blocks')
  }
  const site = siteServer
    .replace(/ {4}listen \[::\]:443 ssl http2;\n/, '')
    .replace(/listen 443 ssl http2;/, tls ? `listen 127.0.0.1:${port} ssl;` : `listen 127.0.0.1:${port};`)
    .replace(/ssl_certificate (.*);/, tls ? `ssl_certificate ${tls.certificate};` : '')
    .replace(/ssl_certificate_key (.*);/, tls ? `ssl_certificate_key ${tls.key};` : '')
    .replace(/root \/var\/www\/thrive;/, `root ${clientDir};`)
  const redirect = tls
    ? redirectServer
        .replace(/ {4}listen \[::\]:80;\n/, '')
        .replace(/listen 80;/, `listen 127.0.0.1:${tls.httpPort};`)
        .replace('https://$host$request_uri', `https://$host:${port}$request_uri`)
    : ''
  writeFileSync(path.join(prefix, 'site.conf'), `${maps.join('\n')}\n${redirect}\n${site}`)
  copyFileSync(
    path.join(rootDir, 'build/nginx/security-headers.conf'),
    path.join(prefix, 'thrive/security-headers.conf'),
  )
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
export function startNginx(port, tls) {
  const { prefix, conf } = writeNginxPrefix(port, tls)
  const nginx = spawn('nginx', ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => nginx.kill('SIGTERM'))
  process.on('exit', () => nginx.kill('SIGTERM'))
  return nginx
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const nginx = startNginx(Number(process.argv[2] ?? 4178))
  nginx.on('exit', (code) => process.exit(code ?? 0))
}
