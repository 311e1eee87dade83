import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, expect, test } from 'vitest'

import { hostReadiness } from './host-readiness.mjs'

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** A repository whose wrangler.jsonc sends from `sender`, comments and all, as the shipped one is written. */
function repositoryWith(sender: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'host-readiness-'))
  folders.push(folder)
  writeFileSync(
    path.join(folder, 'wrangler.jsonc'),
    `// The site\n{\n  "name": "site",\n  "vars": {\n    // The sender\n    "CONTACT_FROM": "${sender}",\n  },\n}\n`,
  )
  return folder
}

test('a Cloudflare sender on an example domain is named as not ready, with the file and field', () => {
  const [cloudflare] = hostReadiness(repositoryWith('website@coaching.example'))
  expect(cloudflare).toMatchObject({ host: 'Cloudflare', missing: true })
  expect(cloudflare?.message).toContain('wrangler.jsonc › vars › CONTACT_FROM: website@coaching.example')
})

test('a sender on the owner’s domain is ready, and the SMTP hosts are told every variable to set', () => {
  const lines = hostReadiness(repositoryWith('website@borealsante.ca'))
  expect(lines.map(({ host, missing }) => [host, missing])).toEqual([
    ['Cloudflare', false],
    ['Netlify', false],
    ['nginx', false],
  ])
  for (const line of lines.slice(1)) expect(line.message).toContain('CONTACT_SMTP_HOST')
})
