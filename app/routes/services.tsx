import { CtaBand } from '~/components/sections/cta-band'
import { PageHero } from '~/components/sections/page-hero'
import { ProcessSteps } from '~/components/sections/process-steps'
import { ServiceGrid } from '~/components/sections/service-grid'
import { StatsSection } from '~/components/sections/stats-section'
import { ActionButton } from '~/components/ui/action-button'
import { getCommonContent, localized, useCommonContent, useLocalized } from '~/content'
import { services as servicesEn } from '~/content/en/services'
import { pageMeta } from '~/lib/meta'
import { actionTarget, paths } from '~/lib/paths'

import type { Route } from './+types/services'

const servicesByLocale = { en: servicesEn }

export const meta: Route.MetaFunction = () => {
  const { locale, common } = getCommonContent()
  const page = localized(servicesByLocale, locale)
  return pageMeta({ meta: page.meta, path: paths.services, locale, common })
}

export default function ServicesPage() {
  const services = useLocalized(servicesByLocale)
  const { locale } = useCommonContent()
  const { primaryAction, secondaryAction, ...cta } = services.cta
  return (
    <>
      <PageHero {...services.hero} />
      <ServiceGrid {...services.grid} />
      <ProcessSteps {...services.process} />
      <StatsSection {...services.results} locale={locale} />
      <CtaBand {...cta}>
        <ActionButton size="lg" variant="inverse" {...actionTarget(primaryAction)}>
          {primaryAction.label}
        </ActionButton>
        <ActionButton size="lg" variant="inverseOutline" {...actionTarget(secondaryAction)}>
          {secondaryAction.label}
        </ActionButton>
      </CtaBand>
    </>
  )
}
