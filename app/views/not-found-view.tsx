import { ActionButton } from '~/components/ui/action-button'
import { Container } from '~/components/ui/section'
import type { NotFoundContent } from '~/content/types'
import { type Locale, localizedPaths } from '~/content/pages'
import { withColon } from '~/lib/phrases'

/**
 * The not-found page in one language: each language has its own (404.html, fr/404.html), which
 * the servers send for unknown paths under that language's home (scripts/site-files.mjs). The
 * console message with the path is logged by app/browser-scripts/not-found.ts, which reads it here.
 */
export function NotFoundView({ content, locale }: { content: NotFoundContent; locale: Locale }) {
  return (
    <Container
      className="flex flex-col items-center py-24 text-center sm:py-32"
      data-not-found-message={content.consoleMessage}
    >
      <p className="text-7xl font-extrabold text-primary sm:text-8xl" aria-hidden="true">
        {content.code}
      </p>
      <h1 className="mt-4 text-title font-bold">
        <span className="sr-only">{withColon(content.code, locale)} </span>
        {content.title}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{content.body}</p>
      <ActionButton href={localizedPaths[locale].home} size="lg" className="mt-8">
        {content.homeLink}
      </ActionButton>
    </Container>
  )
}
