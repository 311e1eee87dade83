/**
 * What server/hosts/cloudflare-worker.ts uses of the Workers runtime, as @cloudflare/workers-types
 * describes it: that package redeclares the DOM's Request and Response for the whole project, so
 * only these few lines are taken.
 */
declare module 'cloudflare:email' {
  /** A raw RFC 5322 message from `from` to `to`, for a `send_email` binding. */
  export class EmailMessage {
    constructor(from: string, to: string, raw: ReadableStream | string)
    readonly from: string
    readonly to: string
  }
}

interface SendEmail {
  send(message: import('cloudflare:email').EmailMessage): Promise<unknown>
}

interface RateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>
}

interface Fetcher {
  fetch(request: Request): Promise<Response>
}

/** The settings the build writes (scripts/build-steps/contact-endpoint.mjs): absent until the first `npm run build`. */
declare module '*/build/for-hosts/contact-endpoint.json' {
  const settings: import('../endpoint-settings.ts').EndpointSettings
  export default settings
}
