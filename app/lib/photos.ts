/**
 * The owner's photos (docs/editing.md): where each kind appears, at which sizes the build makes it,
 * and the plain props a React component receives once the content layer has resolved a photo
 * (app/content/page-photos.ts) with Astro's image pipeline, which the page entry hands in
 * (app/pages/[...path].astro). React components never import astro:*.
 */
import type { ImageMetadata } from 'astro'
import type { getImage } from 'astro:assets'

import type { PhotoFile, WithPhotos } from '~/content/page-photos'
import { type PhotoKind, photoFolders, photosFolder } from '~/content/schema'
import type { SiteContent } from '~/content/types'

/** A photo ready for `<picture>`: AVIF and WebP sources at several widths, and the fallback `<img>`. */
export interface ResponsivePhoto {
  src: string
  width: number
  height: number
  alt: string
  sizes: string
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[]
}

/**
 * Each kind of photo (its folder of app/content/photos/ is in app/content/schema/page-parts.ts,
 * `photoFolders`), at the sizes its layout draws it (CSS
 * pixels, then 2x and 3x for sharp screens), cropped to its frame so the page keeps its shape whatever the owner uploads.
 * - team: the 80 px round portrait on each team card (app/components/sections/team-grid.tsx);
 * - screen: an app screen inside the 240 px drawn phone, 220 px inside its frame (phone-mockup.tsx);
 * - hero: the home hero's picture, in place of the drawing, as wide as the drawing: 448 px on a
 *   desktop, 320 px on a tablet or a phone (home-hero.tsx).
 */
export const photoLayouts = {
  team: { width: 80, height: 80, widths: [80, 160, 240], sizes: '80px' },
  screen: { width: 220, height: 464, widths: [220, 440, 660], sizes: '220px' },
  hero: {
    width: 448,
    height: 403,
    widths: [320, 448, 640, 896],
    sizes: '(min-width: 1024px) 448px, 320px',
  },
} as const satisfies Record<PhotoKind, unknown>

const photoKinds = Object.keys(photoLayouts) as PhotoKind[]

/** Content as a view reads it: each photo ready for `<picture>`, or undefined while the page keeps its drawing. */
export type Shown<T> = WithPhotos<T, ResponsivePhoto>

/** The whole site's content as one page's view reads it (app/content/page-photos.ts `withPagePhotos`). */
export type ShownSite = Shown<SiteContent>

/**
 * The resolver the content layer gives each photo: AVIF and WebP at the layout's widths, from
 * `files` (the photos the build imported, by their path from the project's root) through
 * `imagePipeline` (Astro's `getImage`, which only the page entry can import).
 */
export function photoResolver(imagePipeline: typeof getImage, files: Record<string, ImageMetadata>) {
  return async (photo: PhotoFile): Promise<ResponsivePhoto> => {
    const file = files[photo.src]
    if (!file)
      throw new Error(`${photo.src}: the content files name this photo, but app/content/photos/ has no such file.`)
    const kind = photoKinds.find((candidate) => photo.src.startsWith(`/${photosFolder}/${photoFolders[candidate]}/`))
    if (!kind) throw new Error(`${photo.src}: expected a photo in one of the folders of app/lib/photos.ts.`)
    const { width, height, widths, sizes } = photoLayouts[kind]
    const [avif, webp] = await Promise.all(
      (['avif', 'webp'] as const).map((format) =>
        imagePipeline({ src: file, width, height, widths: [...widths], format, fit: 'cover' }),
      ),
    )
    if (!avif || !webp) throw new Error(`${photo.src}: the image pipeline returned nothing`)
    return {
      src: webp.src,
      width,
      height,
      alt: photo.alt,
      sizes,
      sources: [
        { type: 'image/avif', srcSet: avif.srcSet.attribute },
        { type: 'image/webp', srcSet: webp.srcSet.attribute },
      ],
    }
  }
}
