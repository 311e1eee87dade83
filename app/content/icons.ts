/**
 * Every icon the site draws, by name: copy picks a card's icon from these. They are served as one
 * static SVG sprite, public/icons.svg, written by scripts/icon-sprite.mjs from lucide-react and
 * simple-icons, so an icon costs no JavaScript. Add a name here, then run
 * `node scripts/icon-sprite.mjs`; a unit test fails while the sprite is out of date.
 */

/** lucide icon names, as on lucide.dev. */
export const lucideIconNames = [
  'apple',
  'arrow-right',
  'bell',
  'chart-line',
  'check',
  'chevron-down',
  'circle-check',
  'clipboard-list',
  'clock',
  'goal',
  'heart-handshake',
  'lightbulb',
  'mail',
  'map-pin',
  'map-pinned',
  'menu',
  'message-circle-heart',
  'moon',
  'phone',
  'quote',
  'salad',
  'scale',
  'sparkles',
  'sun',
  'trending-up',
  'users',
  'utensils-crossed',
  'x',
] as const

/** Brand marks from simple-icons (CC0), keyed by our own names. */
export const brandIconNames = ['facebook', 'instagram', 'x-logo', 'youtube', 'google-play', 'app-store'] as const

type LucideIconName = (typeof lucideIconNames)[number]
type BrandIconName = (typeof brandIconNames)[number]
export type IconName = LucideIconName | BrandIconName
