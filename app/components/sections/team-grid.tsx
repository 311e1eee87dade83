import { Card, CardDescription, CardTitle } from '~/components/ui/card'
import { Section } from '~/components/ui/section'
import type { AboutContent } from '~/content/types'

import { SectionHeading } from './section-heading'

const avatarTones = [
  'bg-primary text-primary-foreground print:border print:text-foreground',
  'bg-accent text-accent-foreground',
  'bg-primary-soft text-primary',
]

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
}

/** Team cards with drawn monogram avatars: no photos are fetched. */
export function TeamGrid({ members, ...heading }: AboutContent['team']) {
  return (
    <Section tone="muted">
      <SectionHeading {...heading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {members.map((member, index) => (
          <li key={member.name}>
            <Card className="h-full">
              <div
                aria-hidden="true"
                className={`mb-5 flex size-20 items-center justify-center rounded-full text-2xl font-extrabold ${avatarTones[index % avatarTones.length]}`}
              >
                {initialsOf(member.name)}
              </div>
              <CardTitle>{member.name}</CardTitle>
              <p className="mt-1 font-semibold text-primary">{member.role}</p>
              <CardDescription>{member.bio}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
