import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

/**
 * The light/dark switch. app/browser-scripts/theme-switching.ts gives it `aria-pressed` and keeps it
 * current; until that script has run the button is invisible (it keeps its room, so showing it
 * moves nothing in the header), and where it never runs the button is never offered. The icon
 * follows `aria-pressed`: a moon to turn dark, a sun to turn light.
 */
export function ThemeToggle({ label }: { label: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      data-theme-toggle=""
      className="group/theme not-[[aria-pressed]]:invisible"
    >
      <Icon name="moon" className="group-aria-pressed/theme:hidden" />
      <Icon name="sun" className="hidden group-aria-pressed/theme:block" />
    </Button>
  )
}
