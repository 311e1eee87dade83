import { Icon } from '~/components/ui/icon'
import type { AppStoreButtonsContent, BusinessFacts } from '~/content/types'
import { cn } from '~/lib/utils'

const stores = ['googlePlay', 'appStore'] as const
const storeIcons = { googlePlay: 'google-play', appStore: 'app-store' } as const

const badge =
  'inline-flex min-h-14 items-center gap-3 rounded-xl border border-current/25 bg-foreground px-4 py-2 text-left text-background print:hidden'

/**
 * Google Play and App Store badges. Until the owner sets a store's page (business.json) a badge is
 * an inert button that says, once, that the app is coming there ("Coming soon to" / "Google
 * Play"), never a link to nowhere; then a link in the store's own words ("Get it on" / "Google
 * Play"): the stores' badges may only name an app that is there. The caption and the label sit
 * on two lines and are read as one name, so an elided article belongs to the label, on the
 * label's line: "Bientôt dans" / "l’App Store".
 */
export function StoreButtons({
  content,
  storeUrls,
  className,
}: {
  content: AppStoreButtonsContent
  storeUrls: BusinessFacts['appStoreUrls']
  className?: string
}) {
  return (
    <ul className={cn('flex flex-wrap gap-3', className)}>
      {stores.map((store) => {
        const { caption, comingSoonCaption, label } = content[store]
        const url = storeUrls[store]
        const inner = (
          <>
            <Icon name={storeIcons[store]} className="size-6" />
            <span className="flex flex-col leading-tight">
              <span className="text-xs">{url ? caption : comingSoonCaption}</span>{' '}
              <span className="text-lg font-bold">{label}</span>
            </span>
          </>
        )
        return (
          <li key={store}>
            {url ? (
              <a href={url} className={badge}>
                {inner}
              </a>
            ) : (
              <button type="button" aria-disabled="true" className={cn(badge, 'cursor-not-allowed')}>
                {inner}
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
