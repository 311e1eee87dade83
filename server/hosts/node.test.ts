import { describe, expect, test } from 'vitest'

import { contactRateLimit, memoryRateLimiter } from './node'

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
