/** about.json: the about page's words. The people of its team section are in team.json. */
import { editor } from './editor-meta.ts'
import { atLeastOne, group, paragraph, template } from './fields.ts'
import { feature, pageHero, pageMenuName, pageMeta, paragraphs, section } from './page-parts.ts'

export const aboutSchema = editor(
  group({
    menuName: pageMenuName,
    meta: pageMeta,
    hero: pageHero,
    mission: section('Mission', { statement: paragraph('Mission statement') }),
    story: section('Our story', { paragraphs }),
    values: section('Values', { items: atLeastOne('values', feature, { label: 'Values' }) }),
    /** The section's heading; the people are in team.json. */
    team: section(
      'Team section heading',
      {
        registration: template(
          ['college', 'number'],
          'How a registration reads on a card',
          'As in "{college}, registration no. {number}". The colleges and numbers are in "Team".',
        ),
      },
      'The people themselves are in "Team".',
    ),
  }),
  { label: 'About page' },
)
