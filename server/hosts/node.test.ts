// @vitest-environment node
import { describe, expect, test } from 'vitest'

import { contactRateLimit, memoryRateLimiter, requestOrigin } from './node.ts'

/** A request as Node's HTTP server gives it, from `peer`. */
const from = (peer: string, headers: Record<string, string> = {}) => ({
  socket: { remoteAddress: peer } as import('node:net').Socket,
  headers,
})
const proxyHeaders = { 'x-real-ip': '203.0.113.7', 'x-forwarded-proto': 'https' }

describe('what the Node listener believes about a visitor', () => {
  test('without a proxy, the connection’s own address and plain HTTP, whatever the headers say', () => {
    expect(requestOrigin(from('198.51.100.4', proxyHeaders))).toEqual({ clientAddress: '198.51.100.4', https: false })
  })

  test('from the trusted proxy, the address and scheme it sends', () => {
    expect(requestOrigin(from('127.0.0.1', proxyHeaders), ['127.0.0.1'])).toEqual({
      clientAddress: '203.0.113.7',
      https: true,
    })
  })

  test('from any other connection, the proxy’s headers are ignored', () => {
    expect(requestOrigin(from('198.51.100.4', proxyHeaders), ['127.0.0.1'])).toEqual({
      clientAddress: '198.51.100.4',
      https: false,
    })
  })

  test('from the proxy, an X-Real-IP that is no address counts as the proxy’s own', () => {
    expect(requestOrigin(from('127.0.0.1', { 'x-real-ip': 'unknown, 10.0.0.1' }), ['127.0.0.1'])).toEqual({
      clientAddress: '127.0.0.1',
      https: false,
    })
  })
})

describe('memoryRateLimiter', () => {
  test('allows each address its messages in a window, then tells how long to wait', async () => {
    let now = 0
    const limiter = memoryRateLimiter({ messages: 2, windowSeconds: 60 }, () => now)
    expect(await limiter.limit('a')).toEqual({ allowed: true, retryAfterSeconds: 60 })
    now = 15_000
    expect(await limiter.limit('a')).toMatchObject({ allowed: true })
    expect(await limiter.limit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    // Another address has its own count.
    expect(await limiter.limit('b')).toMatchObject({ allowed: true })
  })

  test('keeps an address only as long as its window', async () => {
    let now = 0
    const limiter = memoryRateLimiter(contactRateLimit, () => now)
    await limiter.limit('192.0.2.1')
    await limiter.limit('192.0.2.2')
    expect(limiter.size()).toBe(2)
    now = contactRateLimit.windowSeconds * 1000
    await limiter.limit('192.0.2.3')
    expect(limiter.size()).toBe(1)
  })
})
