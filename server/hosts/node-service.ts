/**
 * The contact endpoint as a service of its own, behind nginx (deploy/nginx/site.conf passes
 * /api/contact to it), run by systemd (deploy/contact/thrive-contact.service):
 * `node server/hosts/node-service.ts`. It listens on 127.0.0.1 only, sends each message by SMTP,
 * and counts each visitor by the address nginx sends in X-Real-IP, which it believes only from a
 * connection made on this machine (server/hosts/node.ts requestOrigin). Its settings come from
 * the environment (deploy/contact/contact.env.example, docs/deploying.md).
 */
import { createServer } from 'node:http'
import path from 'node:path'

import {
  contactRateLimit,
  memoryRateLimiter,
  nodeContactListener,
  readEndpointSettings,
  smtpDelivery,
  smtpSettingsFromEnv,
} from './node.ts'

const env = process.env
const port = Number(env.CONTACT_PORT ?? 3310)
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`contact: CONTACT_PORT must be a port number, not "${env.CONTACT_PORT}"`)
}
// The build writes the endpoint's settings from the owner's content (scripts/build-steps/contact-endpoint.mjs).
const settingsFile =
  env.CONTACT_SETTINGS || path.resolve(import.meta.dirname, '../../build/for-hosts/contact-endpoint.json')
const settings = readEndpointSettings(settingsFile)
const smtp = smtpSettingsFromEnv(env)

const listener = nodeContactListener(
  { settings, deliver: smtpDelivery(smtp), rateLimiter: memoryRateLimiter(contactRateLimit) },
  // nginx connects from here: the service listens nowhere else.
  { trustedProxies: ['127.0.0.1'] },
)
const server = createServer(listener)
server.listen(port, '127.0.0.1', () => {
  console.log(`contact: listening on 127.0.0.1:${port}, sending to ${settings.to} through ${smtp.host}:${smtp.port}`)
  if (!settings.deliver) {
    console.log(
      `contact: delivery is off in ${settingsFile} (contact.json deliverMessages): every post is answered 404`,
    )
  }
})

// systemd stops the service with SIGTERM: the messages being sent are sent first.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)))
}
