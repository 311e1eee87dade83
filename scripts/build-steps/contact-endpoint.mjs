/**
 * The contact endpoint's settings, from the checked content (server/endpoint-settings.ts), for
 * each host's adapter to read or bundle (build/for-hosts/contact-endpoint.json).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { endpointPolicy, securityHeaders } from '../security-headers.mjs'
import { endpointSettingsFile, rootDir } from '../site-files.mjs'
import { readContentFolder } from '../../app/content/read-folder.ts'
import { siteContentFrom } from '../../app/content/site-content.ts'
import { contentDataFolder, parseContentFiles } from '../../app/content/validate.ts'
import { endpointSettingsFrom } from '../../server/endpoint-settings.ts'

/** Writes the endpoint's settings and returns them. */
export async function writeEndpointSettings() {
  const content = parseContentFiles(readContentFolder(path.join(rootDir, contentDataFolder)))
  const { business, content: copy } = siteContentFrom(content)
  const endpointSettings = endpointSettingsFrom(business, copy, securityHeaders(endpointPolicy))
  await mkdir(path.dirname(endpointSettingsFile), { recursive: true })
  await writeFile(endpointSettingsFile, `${JSON.stringify(endpointSettings, null, 2)}\n`)
  return endpointSettings
}
