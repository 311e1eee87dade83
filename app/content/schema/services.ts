/** services.json: the services page's words. */
import { editor } from './editor-meta.ts'
import { atLeastOne, exactly, group, iconName, line, paragraph } from './fields.ts'
import { action, pageHero, pageMenuName, pageMeta, section, statLabel } from './page-parts.ts'

export const servicesSchema = editor(
  group({
    menuName: pageMenuName,
    meta: pageMeta,
    hero: pageHero,
    grid: section('Services', {
      featuresLabel: line('Heading of each service’s list', 'Read by screen readers.'),
      items: exactly(
        6,
        'services',
        group({
          icon: iconName,
          title: line('Service'),
          description: paragraph('Description'),
          features: atLeastOne('features', line('What it includes'), { label: 'What it includes' }),
        }),
        { label: 'Services' },
      ),
    }),
    process: section('How it works', {
      stepLabel: line('Word before each step’s number', 'As in "Step 1".'),
      steps: exactly(4, 'steps', group({ title: line('Step'), description: paragraph('Description') }), {
        label: 'Steps',
      }),
    }),
    results: section('Results', { items: exactly(4, 'figures', statLabel, { label: 'Figures' }) }),
    cta: section('Closing call to action', {
      primaryAction: action('First button'),
      secondaryAction: action('Second button'),
    }),
  }),
  { label: 'Services page' },
)
