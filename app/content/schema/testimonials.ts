/** testimonials.json: the quotes on the mobile app page. */
import { editor } from './editor-meta.ts'
import { exactly, group, line, paragraph, plainText, sample } from './fields.ts'
import { whileSample } from './while-sample.ts'

export const testimonialsSchema = editor(
  group({
    items: exactly(
      2,
      'testimonials',
      whileSample(
        group({
          sample,
          quote: paragraph('What they said'),
          name: plainText('Their name', 'As they agreed to be named, such as "Sophie L."'),
          detail: line('Who they are', 'Such as "Beta tester since spring".'),
        }),
        (testimonial) =>
          `the quote from ${testimonial.name} is invented: replace it with a real beta tester's words (with their consent), or untick "sample" once it is real`,
      ),
      { label: 'Testimonials', itemLabel: ['name'], page: 'the Mobile app page' },
    ),
  }),
  { label: 'Testimonials' },
)
