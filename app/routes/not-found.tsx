import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { ActionButton } from '~/components/ui/action-button'
import { Container } from '~/components/ui/section'
import { notFound } from '~/content/en/not-found'
import { notFound as notFoundFr } from '~/content/fr/not-found'
import { pageMeta } from '~/lib/meta'
import { localizedPaths } from '~/lib/paths'

import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => pageMeta({ meta: notFound.meta, page: null, locale: 'en' })

/**
 * One prerendered page (404.html) answers every unknown path in either language, so its markup
 * must not depend on the URL, or hydrating it elsewhere would mismatch: it keeps the spec's
 * English words and offers the French home too. The path is read only in the effect.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.error(notFound.consoleMessage, pathname)
  }, [pathname])

  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-primary sm:text-8xl" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-title font-bold">
        <span className="sr-only">{notFound.code}: </span>
        {notFound.title}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{notFound.body}</p>
      <ActionButton to={localizedPaths.en.home} size="lg" className="mt-8">
        {notFound.homeLink}
      </ActionButton>
      <div lang="fr" className="mt-12 max-w-md border-t border-border pt-8">
        <p className="text-lg font-bold">{notFoundFr.title}</p>
        <p className="mt-2 text-muted-foreground">{notFoundFr.body}</p>
        <ActionButton to={localizedPaths.fr.home} variant="outline" className="mt-5">
          {notFoundFr.homeLink}
        </ActionButton>
      </div>
    </Container>
  )
}
