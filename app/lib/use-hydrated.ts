import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
