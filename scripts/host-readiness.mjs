/**
 * What each host still needs before the contact form can deliver there (docs/deploying.md), for
 * `npm run launch-check`: what the repository shows (Cloudflare's wrangler.jsonc) is checked, what
 * lives on the host itself (Netlify's environment variables, the nginx server's service and its
 * settings) is named, since it cannot be seen from here. Only the owner's host applies to them.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'jsonc-parser'

import { isReservedDomain } from '../app/content/stand-ins.ts'
import { smtpEnvironment } from '../server/hosts/node.ts'

/** One line per host: `missing` when the repository shows it is not ready, else what to set up there. */
export function hostReadiness(rootDir) {
  const wrangler = parse(readFileSync(path.join(rootDir, 'wrangler.jsonc'), 'utf8'))
  const sender = wrangler?.vars?.CONTACT_FROM ?? ''
  const senderDomain = sender.split('@').at(-1) ?? ''
  const smtp = [...smtpEnvironment.required, ...smtpEnvironment.optional].join(', ')
  return [
    !sender || isReservedDomain(senderDomain)
      ? {
          host: 'Cloudflare',
          missing: true,
          message: `wrangler.jsonc › vars › CONTACT_FROM: ${sender || 'nothing'} is not an address on your domain: put the site's own sender (such as website@your-domain.ca), on the zone where Email Routing is on, and verify your e-mail address there`,
        }
      : {
          host: 'Cloudflare',
          missing: false,
          message: `messages are sent from ${sender}: Email Routing must be on for ${senderDomain}, and your e-mail address verified there`,
        },
    {
      host: 'Netlify',
      missing: false,
      message: `set ${smtp} in the site's environment variables (Site configuration › Environment variables), for your mail provider's SMTP server`,
    },
    {
      host: 'nginx',
      missing: false,
      message: `install deploy/contact/thrive-contact.service and write /etc/thrive/contact.env (${smtp}) from deploy/contact/contact.env.example`,
    },
  ]
}
