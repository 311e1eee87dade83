import { Section } from '~/components/ui/section'
import type { MobileAppContent } from '~/content/types'

import { type PhoneScreen, PhoneMockup } from './phone-mockup'
import { SectionHeading } from './section-heading'

const screenOrder: PhoneScreen[] = ['today', 'progress', 'coach']

/** Placeholders for app screenshots: drawn phones, each captioned with what it will show. */
export function ScreenshotGallery({ screens, ...heading }: MobileAppContent['screenshots']) {
  return (
    <Section tone="muted">
      <SectionHeading align="center" {...heading} />
      <ul className="grid gap-12 sm:grid-cols-3 sm:gap-6 lg:gap-12">
        {screens.map((screen, index) => (
          <li key={screen.title}>
            <figure>
              <PhoneMockup screen={screenOrder[index % screenOrder.length] ?? 'today'} title={screen.title} />
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
