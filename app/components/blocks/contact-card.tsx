import { Card } from '~/components/ui/card'
import type { Locale } from '~/content/pages'
import type { BusinessFacts, EveryPageContent } from '~/content/types'

import { ContactList } from './contact-list'

/** Whom to reach and how, in running text: a person's name and title, if any, then the address, phone and e-mail. */
export function ContactCard({
  person,
  contact,
  labels,
  locale,
}: {
  person?: { name: string; title: string }
  contact: BusinessFacts['contact']
  labels: EveryPageContent['contactLabels']
  locale: Locale
}) {
  return (
    <Card className="sm:p-6">
      {person && (
        <p className="mb-4">
          <span className="block font-bold">{person.name}</span>
          <span className="block text-muted-foreground">{person.title}</span>
        </p>
      )}
      <ContactList {...contact} labels={labels} locale={locale} />
    </Card>
  )
}
