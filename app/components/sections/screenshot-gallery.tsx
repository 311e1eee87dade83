import { Section } from '~/components/ui/section'
import type { MobileAppContent } from '~/content/types'
import type { Shown } from '~/lib/photos'

import { PhoneMockup, PhoneWithScreenshot, screenOrder } from '~/components/drawings/phone-mockup'
import { SectionHeading } from '~/components/blocks/section-heading'

/**
 * The app's screens, each captioned with what it shows: the owner's screenshot in a phone frame,
 * or a drawn phone standing in for it until one is added (app/lib/photos.ts).
 */
export function ScreenshotGallery({ screens, ...heading }: Shown<MobileAppContent['screenshots']>) {
  return (
    <Section tone="muted">
      <SectionHeading align="center" {...heading} />
      <ul className="grid gap-12 sm:grid-cols-3 sm:gap-6 lg:gap-12">
        {screens.map((screen, index) => (
          <li key={screen.title}>
            <figure>
              {screen.photo ? (
                <PhoneWithScreenshot photo={screen.photo} />
              ) : (
                <PhoneMockup screen={screenOrder[index % screenOrder.length] ?? 'today'} title={screen.title} />
              )}
              <figcaption className="mt-6 text-center">
                <span className="block text-lg font-bold">{screen.title}</span>
                <span className="text-muted-foreground">{screen.caption}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
