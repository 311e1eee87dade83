import { Icon } from '~/components/ui/icon'
import type { AppStoreButtonsContent, BusinessFacts } from '~/content/types'
import { cn } from '~/lib/utils'

const stores = ['googlePlay', 'appStore'] as const
const storeIcons = { googlePlay: 'google-play', appStore: 'app-store' } as const

const badge =
  'inline-flex min-h-14 items-center gap-3 rounded-xl border border-current/25 bg-foreground px-4 py-2 text-left text-background print:hidden'

/**
 * Google Play and App Store badges. Until the owner sets a store's page (business.json) a badge is
 * an inert button that says the app is coming soon, never a link to nowhere. The caption and the
 * label sit on two lines and are read as one name ("Download on the App Store"), so an elided
 * article belongs to the label, on the label's line: "Télécharger dans" / "l’App Store".
 */
export function StoreButtons({
  content,
  storeUrls,
  comingSoon,
  className,
}: {
  content: AppStoreButtonsContent
  storeUrls: BusinessFacts['appStoreUrls']
  comingSoon: string
  className?: string
}) {
  return (
    <ul className={cn('flex flex-wrap gap-3', className)}>
      {stores.map((store) => {
        const { caption, label } = content[store]
        const url = storeUrls[store]
        const inner = (
          <>
            <Icon name={storeIcons[store]} className="size-6" />
            <span className="flex flex-col leading-tight">
              <span className="text-xs">{caption}</span> <span className="text-lg font-bold">{label}</span>
              {!url && (
                <>
                  {' '}
                  <span className="text-xs font-semibold opacity-80">{comingSoon}</span>
                </>
              )}
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
