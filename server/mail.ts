/**
 * The mail a visitor's message becomes, the same on every host, and its raw form (RFC 5322, by
 * Nodemailer's composer) for the hosts that send raw mail (Cloudflare's binding, the outbox of
 * `npm start`). Nothing the visitor typed goes in the subject, which mail services keep in their
 * logs (Cloudflare's Email Routing activity log does): the name and the message are in the body,
 * the address in Reply-To, where the composer encodes it and the rules (app/lib/contact-message.ts)
 * have already refused any line break.
 */
import MailComposer from 'nodemailer/lib/mail-composer'

import { type Locale, languageNames } from '../app/content/pages.ts'
import type { ContactMessage } from '../app/lib/contact-message.ts'

export interface MailToOwner {
  to: string
  replyTo: { name: string; address: string }
  subject: string
  text: string
}

/** The language the visitor wrote from, in English, the language of the mail's own words. */
const languageOf = (locale: string) => (locale in languageNames ? languageNames[locale as Locale].inEnglish : locale)

export function composeMail(message: ContactMessage, { to, locale }: { to: string; locale: string }): MailToOwner {
  return {
    to,
    replyTo: { name: message.name, address: message.email },
    subject: `A message from the website's contact form (${languageOf(locale)})`,
    text: [
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Language: ${languageOf(locale)}`,
      '',
      message.message,
      '',
      '-- ',
      'Sent with the contact form of the website. Reply to this e-mail to answer the visitor.',
    ].join('\n'),
  }
}

/** The mail as a raw message from `from`, UTF-8 throughout. */
export async function rawMail(mail: MailToOwner, from: string): Promise<Uint8Array> {
  const composer = new MailComposer({ ...mail, from, textEncoding: 'quoted-printable' })
  return new Uint8Array(await composer.compile().build())
}
