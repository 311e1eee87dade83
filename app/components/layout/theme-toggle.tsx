import { useSyncExternalStore } from 'react'

import { Button } from '~/components/ui/button'
import { type Theme, applyTheme, readTheme, subscribeToTheme } from '~/lib/theme'
import { Icon } from '~/components/ui/icon'

// The prerendered HTML cannot know the visitor's theme: it renders no pressed state, and the
// client fills it in right after hydration without a mismatch.
const serverTheme = (): Theme | null => null

export function ThemeToggle({ label }: { label: string }) {
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, serverTheme)
  const isDark = theme === 'dark'
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={theme === null ? undefined : isDark}
      onClick={() => applyTheme(isDark ? 'light' : 'dark')}
      className="no-js:hidden"
    >
      {isDark ? <Icon name="sun" /> : <Icon name="moon" />}
    </Button>
  )
}
