/**
 * An SMTP server in the test's own process, the mailbox the hosts that send by SMTP deliver to:
 * it accepts every message on a loopback port and keeps it, raw, for the test to read. Plain
 * SMTP without STARTTLS (its certificate would be one no client trusts) and without
 * authentication, as a relay on the same machine would be.
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export interface SmtpSink {
  port: number
  /** Every message received, oldest first, as raw RFC 5322 text. */
  messages: string[]
  stop: () => Promise<void>
}

/** Starts the sink on `port` (any free one by default). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
