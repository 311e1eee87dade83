/** English: copy of the About page. */
import type { AboutContent } from '../types'

export const about = {
  meta: {
    title: 'About us: our mission, story and coaching team',
    description:
      'Meet the certified coaches and registered dietitians behind {name}, and learn why we coach the way we do.',
  },
  hero: {
    eyebrow: 'About us',
    title: 'Healthier lives through steady, human coaching',
    intro:
      'We started Thrive because too many people were being sold quick fixes. Our clients deserve a plan that respects their time, their culture and their appetite.',
  },
  mission: {
    eyebrow: 'Our mission',
    title: 'What we are here to do',
    statement:
      'To help every client build a healthy relationship with food and a body they feel at home in, through personal coaching that is evidence-based, kind and built to last.',
  },
  story: {
    eyebrow: 'Our story',
    title: 'From one kitchen table to a team of fifty',
    paragraphs: [
      'Thrive began with a dietitian, a notebook and a handful of clients meeting around a kitchen table in Ottawa. The approach was simple: listen first, change one habit at a time, and check in every week.',
      'Word spread. Clients brought their partners, their parents and their colleagues, and the practice grew into a team of certified coaches, registered dietitians and fitness specialists serving clients in English and French.',
      'We have grown, but the kitchen-table approach has not changed. Every client still has one coach who knows their name, their goals and what they had for breakfast.',
    ],
  },
  values: {
    eyebrow: 'What guides us',
    title: 'Our values',
    items: [
      {
        icon: 'heart-handshake',
        title: 'Kindness first',
        description: 'No shaming, no lectures. Setbacks are information, not failure.',
      },
      {
        icon: 'clipboard-list',
        title: 'Evidence over fashion',
        description: 'Our advice follows current nutrition science, not the diet of the month.',
      },
      {
        icon: 'users',
        title: 'One coach, one relationship',
        description: 'You work with the same coach throughout, so you never start over.',
      },
    ],
  },
  team: {
    eyebrow: 'Our team',
    title: 'The people who will coach you',
    intro: 'A few of the coaches and dietitians you may work with.',
    members: [
      {
        name: 'Amélie Tremblay',
        role: 'Founder and registered dietitian',
        bio: 'Amélie has spent fifteen years helping people eat well without giving up the foods they love. She leads our nutrition programme.',
      },
      {
        name: 'Marcus Owusu',
        role: 'Head of coaching',
        bio: 'A certified health coach and former athletics trainer, Marcus designs the weekly check-ins that keep clients on track.',
      },
      {
        name: 'Priya Raman',
        role: 'Meal planning specialist',
        bio: 'Priya turns nutrition goals into shopping lists and recipes that work for busy families, on any budget.',
      },
    ],
  },
} satisfies AboutContent
