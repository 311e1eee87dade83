/**
 * Writes public/brand-icons.svg, a sprite of the brand marks the site shows (social networks,
 * app stores) from simple-icons (CC0). A sprite keeps ~2.5 KB of path data out of every
 * page's JavaScript. Run `node scripts/brand-icons.mjs` after changing the list; a unit test
 * fails while the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { siApple, siFacebook, siGoogleplay, siInstagram, siX, siYoutube } from 'simple-icons'

import { rootDir } from './site-files.mjs'

export const brandIcons = {
  facebook: siFacebook,
  instagram: siInstagram,
  x: siX,
  youtube: siYoutube,
  googlePlay: siGoogleplay,
  appStore: siApple,
}

export function brandIconSprite() {
  const symbols = Object.entries(brandIcons).map(
    ([id, icon]) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

export const spriteFile = path.join(rootDir, 'public', 'brand-icons.svg')

if (process.argv[1] === new URL(import.meta.url).pathname) {
  writeFileSync(spriteFile, brandIconSprite())
  console.log(`wrote ${path.relative(rootDir, spriteFile)}`)
}
