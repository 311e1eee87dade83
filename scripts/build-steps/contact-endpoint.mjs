/**
 * The contact endpoint's settings (server/endpoint-settings.ts), as the build worked them out from
 * the checked content (scripts/build-steps/from-the-content.ts), for each host's adapter to read
 * or bundle (build/for-hosts/contact-endpoint.json).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { endpointSettingsFile } from '../site-files.mjs'

/** @param {import('../../server/endpoint-settings.ts').EndpointSettings} endpointSettings */
export async function writeEndpointSettings(endpointSettings) {
  await mkdir(path.dirname(endpointSettingsFile), { recursive: true })
  await writeFile(endpointSettingsFile, `${JSON.stringify(endpointSettings, null, 2)}\n`)
}
