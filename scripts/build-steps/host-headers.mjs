/**
 * The headers every host must send, written in each host's own form: build/headers.json (read by
 * `npm start`), `_headers` (Netlify, Cloudflare's static assets), and for nginx
 * build/nginx/security-headers.conf, page-headers.conf (each page's own), endpoint-headers.conf
 * and contact-answers.conf (nginx's own answers for the contact endpoint,
 * scripts/nginx-contact.mjs); for Netlify's Function, the contact pages with their headers
 * (build/for-hosts/contact-pages.json).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { addHeaderLines, contactAnswerMaps } from '../nginx-contact.mjs'
import { clientDir, contactPagesFile, headersFile, pageFileFor, rootDir } from '../site-files.mjs'
import { defaultLocale, localizedPaths, locales } from '../../app/content/pages.ts'

/**
 * Writes every host's headers from the policies (scripts/build-steps/content-security-policy.mjs:
 * `csp`, `headers`, `pathHeaders`, `pagePaths`) and the endpoint's settings; returns the line the
 * build prints.
 */
export async function writeHostHeaders({ csp, headers, pathHeaders, pagePaths }, endpointSettings) {
  await writeFile(headersFile, `${JSON.stringify({ csp, headers, pathHeaders }, null, 2)}\n`)

  // Netlify: the contact pages and their headers, for the Function that serves them there
  // (server/hosts/netlify/contact-page.ts). Netlify has no way to detach a header in _headers (it
  // drops the `!` line below), and is reported to join the values of every matching rule; a
  // Function's answer gets no _headers rule at all, so its policy is the one the page gets.
  const contactPages = {}
  for (const locale of locales) {
    const urlPath = localizedPaths[locale].contact
    contactPages[urlPath] = {
      headers: pathHeaders[urlPath],
      html: await readFile(pageFileFor(urlPath), 'utf8'),
    }
  }
  await writeFile(contactPagesFile, `${JSON.stringify(contactPages)}\n`)

  // Netlify and Cloudflare: one rule for every path (the 404 page too); hashed assets
  // also get a year of caching. Both hosts revalidate HTML by default. Cloudflare reads at most
  // 2,000 characters a line. Each page's rule first detaches the policy it would otherwise get
  // twice (`! Content-Security-Policy`, which Cloudflare reads; `netlify dev` lets the later rule
  // win, and Netlify itself is reported to join both, which still comes to the page's own).
  const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  const pathRules = Object.entries(pathHeaders).map(
    ([urlPath, own]) =>
      `${urlPath}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${own['Content-Security-Policy']}\n`,
  )
  const headersRules = [
    `/*\n${headerLines.join('\n')}\n`,
    `/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
    ...pathRules,
  ].join('\n')
  const longest = Math.max(...headersRules.split('\n').map((line) => line.length))
  if (longest > 2000) throw new Error(`post-build: a _headers line is ${longest} characters; Cloudflare reads 2,000`)
  await writeFile(path.join(clientDir, '_headers'), headersRules)

  // nginx: the same headers, sent on every response, errors included (`always`); each page's
  // location sends its own (add_header in a location replaces the server's). The files' first
  // line names scripts/post-build.mjs, the integration that runs this step.
  const nginxDir = path.join(rootDir, 'build', 'nginx')
  await mkdir(nginxDir, { recursive: true })
  const nginxSnippet = Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')
  await writeFile(
    path.join(nginxDir, 'security-headers.conf'),
    `# Written by scripts/post-build.mjs.\n${nginxSnippet}\n`,
  )
  // Each page, a location of its own (included by deploy/nginx/site.conf).
  const addOwnHeaders = (urlPath) =>
    Object.entries(pathHeaders[urlPath])
      .map(([name, value]) => `    add_header ${name} "${value}" always;`)
      .join('\n')
  const pathLocations = pagePaths.map(
    ({ urlPath, fileUrlPath }) => `location = ${urlPath} {
${addOwnHeaders(urlPath)}
    add_header Cache-Control "no-cache" always;
    try_files ${fileUrlPath} =404;
}
location = ${fileUrlPath} {
${addOwnHeaders(urlPath)}
    return 301 ${urlPath}$is_args$args;
}`,
  )
  await writeFile(
    path.join(nginxDir, 'page-headers.conf'),
    `# Written by scripts/post-build.mjs: each page with its own policy.\n${pathLocations.join('\n')}\n`,
  )
  // The contact endpoint's headers and words, for the answers nginx gives itself (scripts/nginx-contact.mjs).
  await writeFile(
    path.join(nginxDir, 'endpoint-headers.conf'),
    `# Written by scripts/post-build.mjs: the contact endpoint's headers.\n${addHeaderLines(endpointSettings.headers)}\n`,
  )
  await writeFile(
    path.join(nginxDir, 'contact-answers.conf'),
    contactAnswerMaps(endpointSettings, {
      defaultLocale,
      homes: Object.fromEntries(locales.map((locale) => [locale, localizedPaths[locale].home])),
    }),
  )
  const policyLengths = Object.values(pathHeaders).map((own) => own['Content-Security-Policy'].length)
  return (
    `each page's Content-Security-Policy of ${Math.min(...policyLengths)} to ${Math.max(...policyLengths)} characters; ` +
    `the whole site's, on every other response, ${csp.length}`
  )
}
