import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// jsdom has no matchMedia; the theme toggle asks it for the system colour scheme.
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
})

// An unexpected console.error (a React warning, a failed prop type) fails the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

// Test files share a worker (vitest.config.ts): a test that fails before switching its fake
// timers off must not leave them on for the next file.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})
