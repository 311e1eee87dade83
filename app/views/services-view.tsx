import { CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { ProcessSteps } from '~/components/sections/process-steps'
import { ServiceGrid } from '~/components/sections/service-grid'
import { StatsSection } from '~/components/sections/stats-section'
import { FirstScreenEnd } from '~/components/ui/first-screen-end'
import { ActionButton } from '~/components/ui/action-button'
import type { SiteContent } from '~/content/types'
import { actionTarget } from '~/content/pages'

export function ServicesView({ site: { services, facts, locale } }: { site: SiteContent }) {
  const { primaryAction, secondaryAction, ...cta } = services.cta
  return (
    <>
      <PageHero {...services.hero} />
      <FirstScreenEnd />
      <ServiceGrid {...services.grid} locale={locale} />
      <ProcessSteps {...services.process} />
      <StatsSection {...services.results} figures={facts.figures} />
      <CtaBand {...cta}>
        <ActionButton size="lg" variant="inverse" {...actionTarget(primaryAction, locale)}>
          {primaryAction.label}
        </ActionButton>
        <ActionButton size="lg" variant="inverseOutline" {...actionTarget(secondaryAction, locale)}>
          {secondaryAction.label}
        </ActionButton>
      </CtaBand>
    </>
  )
}
