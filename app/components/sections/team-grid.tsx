import { Card, CardDescription, CardTitle } from '~/components/ui/card'
import { Photo } from '~/components/ui/photo'
import { Section, type SectionTone } from '~/components/ui/section'
import type { AboutContent } from '~/content/types'
import type { Shown } from '~/lib/photos'

import { SectionHeading } from '~/components/blocks/section-heading'

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

/**
 * Team cards: each member's portrait (app/lib/photos.ts), or a drawn monogram until the owner
 * adds one. The monogram is decorative (the name follows it); a portrait has its alt text.
 */
export function TeamGrid({ members, tone, ...heading }: Shown<AboutContent['team']> & { tone?: SectionTone }) {
  return (
    <Section tone={tone}>
      <SectionHeading {...heading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {members.map((member, index) => {
          const { photo } = member
          return (
            <li key={member.name}>
              <Card className="h-full">
                {photo ? (
                  <Photo photo={photo} placement="below-first-screen" className="mb-5 block size-20 rounded-full" />
                ) : (
                  <div
                    aria-hidden="true"
                    className={`mb-5 flex size-20 items-center justify-center rounded-full text-2xl font-extrabold ${avatarTones[index % avatarTones.length]}`}
                  >
                    {initialsOf(member.name)}
                  </div>
                )}
                <CardTitle>{member.name}</CardTitle>
                <p className="mt-1 font-semibold text-primary">{member.role}</p>
                {/* Under the title it vouches for, as regulated professionals' pages show it. */}
                {member.registrations.map((registration) => (
                  <p key={registration} className="mt-1 text-sm text-muted-foreground">
                    {registration}
                  </p>
                ))}
                <CardDescription>{member.bio}</CardDescription>
              </Card>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
