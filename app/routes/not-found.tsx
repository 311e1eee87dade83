import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { ActionButton } from '~/components/ui/action-button'
import { Container } from '~/components/ui/section'
import { getCommonContent, localized, useLocalized } from '~/content'
import { notFound as notFoundEn } from '~/content/en/not-found'
import { pageMeta } from '~/lib/meta'
import { paths } from '~/lib/paths'

import type { Route } from './+types/not-found'

const notFoundByLocale = { en: notFoundEn }

export const meta: Route.MetaFunction = () => {
  const { locale, common } = getCommonContent()
  const page = localized(notFoundByLocale, locale)
  return pageMeta({ meta: page.meta, path: null, locale, common, indexable: false })
}

/**
 * One prerendered page (404.html) answers every unknown path, so its markup must not depend
 * on the URL, or hydrating it elsewhere would mismatch. The path is read only in the effect.
 */
export default function NotFoundPage() {
  const notFound = useLocalized(notFoundByLocale)
  const { pathname } = useLocation()

  useEffect(() => {
    console.error(notFound.consoleMessage, pathname)
  }, [notFound.consoleMessage, pathname])

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
      <ActionButton to={paths.home} size="lg" className="mt-8">
        {notFound.homeLink}
      </ActionButton>
    </Container>
  )
}
