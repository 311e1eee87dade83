/**
 * The owner's photos (docs/editing.md): where each kind appears, at which sizes the build makes it,
 * and the plain props a React component receives once the page entry has resolved a photo with
 * Astro's image pipeline (app/pages/[...path].astro). React components never import astro:*.
 */

/** One photo as the content gives it, in one language: a file under app/content/photos/, and its alt text. */
export interface PhotoContent {
  /** The file, from the project's root: `/app/content/photos/team/….jpg`. Absent until the owner adds one. */
  src?: string
  alt: string
}

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
 * Each kind of photo at the sizes its layout draws it (CSS pixels, then 2x and 3x for sharp
 * screens), cropped to its frame so the page keeps its shape whatever the owner uploads.
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
} as const

export type PhotoKind = keyof typeof photoLayouts

/** The resolved photos a page shows, by place; a missing photo keeps the drawn placeholder. */
export interface PagePhotos {
  hero?: ResponsivePhoto
  team?: (ResponsivePhoto | undefined)[]
  screens?: (ResponsivePhoto | undefined)[]
}
