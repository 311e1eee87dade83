import { afterAll, expect } from 'vitest'

export const KB = 1024
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/**
 * Holds each measured figure to its budget, and prints every figure beside its budget under
 * `title` once the tests around the call have run: at a file's top level, or in a `describe`.
 */
export function budgetReport(title: string) {
  const lines: string[] = []
  afterAll(() => console.log(`${title} (measured / budget):\n${lines.join('\n')}`))
  return function expectWithin(what: string, measured: number, budget: number, format = kb) {
    lines.push(`  ${what.padEnd(44)} ${format(measured).padStart(10)} / ${format(budget)}`)
    expect(measured, `${what}: measured ${format(measured)} against a budget of ${format(budget)}`).toBeLessThanOrEqual(
      budget,
    )
  }
}
