/** team.json: the people on the about page, each with their registrations and portrait. */
import { z } from 'astro/zod'

import { editor } from './editor-meta.ts'
import { exactly, group, line, paragraph, plainText, sample } from './fields.ts'
import { photo } from './page-parts.ts'
import { collegeCodes } from './vocabulary.ts'
import { whileSample } from './while-sample.ts'

export const teamSchema = editor(
  group({
    members: exactly(
      3,
      'team members',
      whileSample(
        group({
          sample,
          name: plainText('Name'),
          role: line('Role'),
          bio: paragraph('Short biography'),
          /** Shown on their card under the role, as a regulated professional's must be. */
          registrations: editor(
            z
              .array(
                group({
                  college: editor(
                    z.enum(collegeCodes, { error: `expected one of the colleges: ${collegeCodes.join(', ')}` }),
                    {
                      label: 'College',
                      hint: 'CDO: College of Dietitians of Ontario. ODNQ: Ordre des diététistes-nutritionnistes du Québec.',
                    },
                  ),
                  number: plainText('Registration number', "As the college's public register shows it."),
                }),
                { error: 'expected a list of registrations' },
              )
              .default([]),
            {
              label: 'Registrations with a college',
              hint: 'One for each college they belong to. A dietitian must be registered where the clients live.',
              itemLabel: ['college', 'number'],
            },
          ),
          /** Their portrait; their initials are drawn until one is given. */
          photo: photo('Portrait', 'team', 'A portrait, cropped to a circle on the About page.'),
        }),
        (member) =>
          `${member.name} is an invented team member: replace them with a real one, or untick "sample" once the entry is real`,
      ),
      { label: 'Team members', itemLabel: ['name'], page: 'the About page' },
    ),
  }),
  { label: 'Team' },
)
