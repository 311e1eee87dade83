/**
 * Writes public/icons.svg: one <symbol> per icon named in app/content/icons.ts, from lucide-react
 * (rendered to markup) and simple-icons. Pages draw them with <use>, so icons cost no
 * JavaScript. Run after changing the list; a unit test fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { icons as lucideIcons } from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { siApple, siFacebook, siGoogleplay, siInstagram, siX, siYoutube } from 'simple-icons'

const brandIcons = {
  facebook: siFacebook,
  instagram: siInstagram,
  'x-logo': siX,
  youtube: siYoutube,
  'google-play': siGoogleplay,
  'app-store': siApple,
}

const pascalCase = (name) => name.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase())

function lucideSymbol(name) {
  const component = lucideIcons[pascalCase(name)]
  if (!component) throw new Error(`lucide has no icon named "${name}"`)
  const inner = renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>|<\/svg>$/g, '')
  return `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</g></symbol>`
}

function brandSymbol(name) {
  const icon = brandIcons[name]
  if (!icon) throw new Error(`no brand icon named "${name}"`)
  return `<symbol id="${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${icon.path}"/></symbol>`
}

export function iconSprite(lucideNames, brandNames) {
  const symbols = [...lucideNames.map(lucideSymbol), ...brandNames.map(brandSymbol)]
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { rootDir } = await import('./site-files.mjs')
  const { lucideIconNames, brandIconNames } = await import('../app/content/icons.ts')
  writeFileSync(path.join(rootDir, 'public', 'icons.svg'), iconSprite(lucideIconNames, brandIconNames))
  console.log('wrote public/icons.svg')
}
