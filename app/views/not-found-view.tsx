import { ActionButton } from '~/components/ui/action-button'
import { Container } from '~/components/ui/section'
import type { NotFoundContent } from '~/content/types'
import { localizedPaths } from '~/content/pages'

/**
 * One page (404.html) answers every unknown path in either language, so it cannot know which
 * language the visitor reads: it keeps the English words and offers the French home too. The
 * console message with the path comes from app/scripts/not-found.ts.
 */
export function NotFoundView({ english, french }: { english: NotFoundContent; french: NotFoundContent }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-primary sm:text-8xl" aria-hidden="true">
        {english.code}
      </p>
      <h1 className="mt-4 text-title font-bold">
        <span className="sr-only">{english.code}: </span>
        {english.title}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{english.body}</p>
      <ActionButton href={localizedPaths.en.home} size="lg" className="mt-8">
        {english.homeLink}
      </ActionButton>
      <div lang="fr" className="mt-12 max-w-md border-t border-border pt-8">
        <p className="text-lg font-bold">{french.title}</p>
        <p className="mt-2 text-muted-foreground">{french.body}</p>
        <ActionButton href={localizedPaths.fr.home} variant="outline" className="mt-5">
          {french.homeLink}
        </ActionButton>
      </div>
    </Container>
  )
}
