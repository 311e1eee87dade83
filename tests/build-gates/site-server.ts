import { spawn } from 'node:child_process'
import { once } from 'node:events'

import { afterAll, beforeAll, expect } from 'vitest'

/**
 * Serves the built site with `npm start`'s server on `port` for the tests of the calling file
 * (started before them, stopped after), and returns its origin.
 */
export function serveSiteDuringTests(port: number) {
  let server: ReturnType<typeof spawn> | undefined
  beforeAll(async () => {
    server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), SKIP_BUILD: '1' } })
    if (!server.stdout) throw new Error('the server has no output to wait on')
    const [chunk] = (await once(server.stdout, 'data')) as [Buffer]
    expect(chunk.toString()).toContain('Serving')
  })
  afterAll(() => {
    server?.kill()
  })
  return `http://localhost:${port}`
}
