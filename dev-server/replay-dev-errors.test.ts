import { expect, test, vi } from 'vitest'

import { replayDevErrors } from './replay-dev-errors.mjs'

type Payload = { type: string; err?: { message: string } }
type Listener = (data: unknown, client: { send: (payload: Payload) => void }) => void

/** The dev server's socket as Vite gives it to plugins: `send` to every page, `on` for a page connecting. */
function fakeDevServer() {
  const listeners: Record<string, Listener[]> = {}
  const sentToAll: Payload[] = []
  const hot = {
    send: (payload: Payload) => void sentToAll.push(payload),
    on: (event: string, listener: Listener) => void (listeners[event] ??= []).push(listener),
  }
  replayDevErrors().configureServer({ environments: { client: { hot } } })
  /** A page connecting: what it receives. */
  const connect = () => {
    const received: Payload[] = []
    for (const listener of listeners['vite:client:connect'] ?? [])
      listener(undefined, { send: (p) => received.push(p) })
    vi.advanceTimersByTime(100)
    return received
  }
  return { hot, sentToAll, connect }
}

const contentError = { type: 'error', err: { message: 'One problem in the site’s content' } }

test('a page that connects after the error was sent still receives it, until the site builds again', () => {
  vi.useFakeTimers()
  const server = fakeDevServer()
  expect(server.connect()).toEqual([])

  server.hot.send(contentError)
  expect(server.sentToAll).toEqual([contentError])
  expect(server.connect()).toEqual([contentError])
  expect(server.connect()).toEqual([contentError])

  // The file is fixed: the dev server reloads the pages, and a page connecting now gets no error.
  server.hot.send({ type: 'full-reload' })
  expect(server.connect()).toEqual([])
  vi.useRealTimers()
})
