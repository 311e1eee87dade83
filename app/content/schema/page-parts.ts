/**
 * The parts several pages are made of: a page's entry in search results, the top of a page, a
 * section's heading, a button and where it leads, a link to a page, a photo, a feature card and a
 * figure with its words. Each is built once here, and the types the components take are inferred
 * from these builders (app/content/types.ts).
 */
import { z } from 'astro/zod'

import { editor } from './editor-meta.ts'
import { atLeastOne, group, httpsUrl, iconName, line, optional, optionalHint, pageId, paragraph } from './fields.ts'
import { statIds } from './vocabulary.ts'
import { type Locale, languageNames, locales } from '../pages.ts'

/** Where the editor puts the owner's photos; the build resolves them (app/lib/photos.ts). */
export const photosFolder = 'app/content/photos'

/**
 * Each kind of photo and the folder of app/content/photos/ the editor saves it in: the folder
 * names the layout the build crops it to (app/lib/photos.ts).
 */
export const photoFolders = { team: 'team', screen: 'screens', hero: 'home' } as const
export type PhotoKind = keyof typeof photoFolders

/**
 * A photo the owner may add (a portrait, an app screen, the home hero), saved in its kind's folder
 * of app/content/photos/, which names its layout (app/lib/photos.ts): a file elsewhere would be
 * cropped for another place, so it is refused. With no file, the page keeps its drawing; with
 * one, the alt text must describe it in both languages for people who cannot see it. The editor
 * writes empty alt texts when there is no photo, so they may be empty then.
 */
export function photo(label: string, kind: PhotoKind, hint: string) {
  const folder = photoFolders[kind]
  const altText = (language: Locale) =>
    editor(z.string({ error: 'expected text' }).default(''), { label: languageNames[language].inItself })
  const photoFile = new RegExp(`^/${photosFolder}/${folder}/[\\w./-]+\\.(jpe?g|png|webp|avif)$`, 'i')
  const photoWithAlt = group({
    src: optional(
      editor(
        z.string({ error: "expected the photo's file" }).regex(photoFile, {
          error: `expected a JPEG, PNG, WebP or AVIF file in ${photosFolder}/${folder}/, added with npm run edit`,
        }),
        {
          label: 'Photo',
          hint: `${hint} JPEG, PNG or WebP; the site makes the smaller copies itself.`,
          photoFolder: folder,
        },
      ),
    ),
    alt: editor(group({ en: altText('en'), fr: altText('fr') }).default({ en: '', fr: '' }), {
      label: 'What the photo shows, for people who cannot see it',
      hint: 'Required in both languages when there is a photo.',
      sideBySide: true,
    }),
  }).superRefine((photo, context) => {
    if (!photo.src) return
    for (const language of locales) {
      if (photo.alt[language].trim() === '') {
        context.addIssue({
          code: 'custom',
          path: ['alt', language],
          input: photo.alt[language],
          message: `expected a description of the photo in ${languageNames[language].inEnglish}, for people who cannot see it`,
        })
      }
    }
  })
  return editor(optional(photoWithAlt), { label })
}

/** A page's entry in search results and its browser tab. */
export const pageMeta = editor(
  group({
    title: line('Title in search results and browser tabs', '{name} is replaced by the business name.'),
    description: paragraph('Description in search results', 'One or two sentences.'),
  }),
  { label: 'Search engines' },
)

/** The page's link in the header's menu or the footer, by its own name: the menus list the pages as app/content/pages.ts orders them. */
export const pageMenuName = line('Name in the menus', 'The link to this page in the header or the footer.')

/** The top of a page: its `<h1>`, with a line above it and an introduction. */
export const pageHero = editor(
  group({ eyebrow: line('Small line above the title'), title: line('Page title'), intro: paragraph('Introduction') }),
  { label: 'Top of the page' },
)

/** A section's heading: its `<h2>`, with an optional line above it and an optional introduction. */
export const sectionHeader = group({
  eyebrow: optional(line('Small line above the title', optionalHint)),
  title: line('Section title'),
  intro: optional(paragraph('Introduction under the title', optionalHint)),
})

/** A section with a heading and `fields`, named `label` in the editor. */
export const section = <Shape extends z.ZodRawShape>(label: string, shape: Shape, hint?: string) =>
  editor(group({ ...sectionHeader.shape, ...shape }), { label, hint })

/**
 * A call to action and where it leads, as the owner picks it: a page of the site, a booking link
 * (any https address, opened as a plain link: the site loads nothing from it), or neither, which
 * keeps the specification's inert button and which `npm run launch-check` lists.
 */
export const action = (label: string) =>
  editor(
    group({
      label: line('Button text'),
      page: optional(
        editor(pageId, {
          label: 'Goes to a page of the site',
          hint: 'Or leave "None" and give a booking link below. With neither, the button does nothing, and npm run launch-check lists it.',
        }),
      ),
      href: optional(
        httpsUrl(
          'Or goes to a booking link',
          'Your booking page elsewhere, starting with https://. Leave empty if a page is chosen.',
        ),
      ),
    }).refine((action) => !(action.page && action.href), {
      error: 'expected either a page or a booking link, not both',
      path: ['href'],
    }),
    { label },
  )

/** A link to a page of the site, with its text. */
export const pageLink = (label: string) =>
  editor(
    group({ label: line('Link text'), page: editor(pageId, { label: 'Goes to the page', initialChoice: 'home' }) }),
    { label },
  )

/** A card with an icon, a title and a description: a reason, a value, an app feature. */
export const feature = group({ icon: iconName, title: line('Title'), description: paragraph('Description') })

/** One of the figures in business.json, and the words the page shows beside it. */
export const statLabel = group({
  stat: editor(z.enum(statIds, { error: `expected one of the figures in business.json: ${statIds.join(', ')}` }), {
    label: 'Which figure (set in Business facts)',
  }),
  label: line('Words beside the figure'),
})

/** A section's paragraphs, and a section's list: the same on every page that has them. */
export const paragraphs = atLeastOne('paragraphs', paragraph('Paragraph'), { label: 'Paragraphs' })
export const listItems = atLeastOne('items', paragraph('Item'), { label: 'List' })
