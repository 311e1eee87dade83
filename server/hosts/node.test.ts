// @vitest-environment node
import { describe, expect, test } from 'vitest'

import { requestOrigin } from './node.ts'

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
