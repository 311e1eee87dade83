/** English: copy of the Contact page. */
import type { ContactContent } from '../types'

export const contact = {
  meta: {
    title: 'Contact us: book a free 15-minute consultation',
    description: 'Send us a message, call or visit our Ottawa office. We reply within 24 hours, in English or French.',
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Let us talk about your goals',
    intro:
      'Send us a message, call or drop by the office. We answer every enquiry within 24 hours, and your first 15-minute consultation is free.',
  },
  form: {
    title: 'Send us a message',
    intro: 'All fields are required.',
    nameLabel: 'Name',
    emailLabel: 'Email',
    messageLabel: 'Message',
    submitLabel: 'Send Message',
    noScriptNotice: 'This form needs JavaScript, which is turned off in your browser. Please write to us at',
    toast: {
      title: 'Message Sent!',
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    },
  },
  details: { title: 'Visit or call us' },
  hours: {
    title: 'Business hours',
    closedLabel: 'Closed',
    dayNames: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
    rangeSeparator: '–',
  },
  map: { title: 'Find us', caption: 'Map of our office location' },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    items: [
      {
        question: 'How quickly will you reply?',
        answer: 'We answer every message within 24 hours, usually much sooner during business hours.',
      },
      {
        question: 'Is the first consultation really free?',
        answer:
          'Yes. Your first 15-minute consultation is free and without obligation. We use it to understand your goals and suggest the right service.',
      },
      {
        question: 'Do you offer group programs?',
        answer:
          'Yes. Our group programmes bring together eight to twelve people with similar goals for weekly live sessions led by a coach.',
      },
      {
        question: 'Which languages do you coach in?',
        answer: 'We offer coaching and support in both English and French.',
      },
    ],
  },
} satisfies ContactContent
