/**
 * The brand mark, a leaf in a circle, drawn once: the header and footer logo
 * (app/components/layout/logo.tsx), the favicon (app/pages/favicon.svg.ts) and the PNG icons
 * and social card (scripts/draw-images.mjs) all draw it from here.
 */
export const brandMark = {
  viewBox: '0 0 40 40',
  circle: { cx: 20, cy: 20, r: 20 },
  leaf: 'M12 27c0-9 6-15 17-15 0 11-6 17-15 17m-2-2 9-9',
  strokeWidth: 2.5,
} as const

/**
 * The light theme's primary colour and the colour on it (app/styles/app.css, `--primary` and
 * `--primary-foreground`), for images that cannot read CSS variables; a unit test keeps them equal.
 */
export const brandColors = { primary: '#0d6b5a', onPrimary: '#ffffff' } as const

/** The mark as an SVG document of `size` px: the leaf on the circle, or the leaf alone. */
export function brandMarkSvg({ size, circle = true }: { size?: number; circle?: boolean } = {}) {
  const { cx, cy, r } = brandMark.circle
  const dimensions = size ? ` width="${size}" height="${size}"` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brandMark.viewBox}"${dimensions}>` +
    (circle ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${brandColors.primary}"/>` : '') +
    `<path d="${brandMark.leaf}" fill="none" stroke="${brandColors.onPrimary}" stroke-width="${brandMark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  )
}
