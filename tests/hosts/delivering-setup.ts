/**
 * Vitest global setup for the hosts' tests: the built copy of the site whose owner switched
 * delivery on (tests/delivering-copy.ts), on which each host's contact endpoint is driven.
 */
import type { TestProject } from 'vitest/node'

import { deliveringCopy } from '../delivering-copy'
import { removeCopy } from '../work-tree-copy'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The root of the copy that delivers messages, built. */
    deliveringCopy: string
  }
}

export default function buildDeliveringCopy(project: TestProject) {
  const copy = deliveringCopy()
  project.provide('deliveringCopy', copy)
  return () => {
    if (copy !== process.env.DELIVERING_COPY) removeCopy(copy)
  }
}
