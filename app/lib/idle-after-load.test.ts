import { afterEach, expect, test, vi } from 'vitest'

import { afterLoadWhenIdle } from './idle-after-load'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test('each piece of work runs in an idle period of its own once the page has loaded, not during its load', () => {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  const done: string[] = []
  afterLoadWhenIdle(() => done.push('font'))
  afterLoadWhenIdle(() => done.push('rules'))
  expect(done).toEqual([])
  idle.shift()?.()
  expect(done).toEqual(['font'])
  idle.shift()?.()
  expect(done).toEqual(['font', 'rules'])
})

test('without requestIdleCallback (Safari) each piece still waits for a task of its own', () => {
  vi.useFakeTimers()
  vi.stubGlobal('requestIdleCallback', undefined)
  Reflect.deleteProperty(window, 'requestIdleCallback')
  const done: string[] = []
  afterLoadWhenIdle(() => done.push('font'))
  expect(done).toEqual([])
  vi.runOnlyPendingTimers()
  expect(done).toEqual(['font'])
})
