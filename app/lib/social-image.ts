/**
 * Each language's social card: the image shared links show, with the tagline in that language
 * (drawn by scripts/draw-images.mjs, which Node runs without the app's path aliases).
 */
import type { Locale } from '~/content/pages'

export const socialImages = {
  en: { path: '/social-card.png', width: 1200, height: 630 },
  fr: { path: '/social-card-fr.png', width: 1200, height: 630 },
} as const satisfies Record<Locale, { path: string; width: number; height: number }>
