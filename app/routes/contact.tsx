import { PageHero } from '~/components/sections/page-hero'
import { getContent, useContent } from '~/content'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => pageMeta(getContent().contact.meta)

export default function ContactPage() {
  const { contact } = useContent()
  return <PageHero {...contact.hero} />
}
