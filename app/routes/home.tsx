import { Container } from '~/components/ui/section'
import { getContent, useContent } from '~/content'
import { pageMeta } from '~/lib/meta'

import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta(getContent().home.meta, { isHome: true })

export default function HomePage() {
  const { home } = useContent()
  return (
    <Container className="py-20">
      <h1 className="text-display font-extrabold">{home.hero.title}</h1>
      <p className="mt-6 text-lg text-muted-foreground">{home.hero.intro}</p>
    </Container>
  )
}
