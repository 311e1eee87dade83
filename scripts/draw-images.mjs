/**
 * Draws the social card (1200×630) in each language and the PNG icons into public/ with the
 * system Chromium, from the brand mark, the business facts and the copy, in the site's own
 * font (app/lib/meta.ts names each language's card). The results
 * are committed; run `node scripts/draw-images.mjs` again after changing the name, tagline or
 * colours. Nothing is fetched: the font is read from node_modules.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

// The facts, the copy and the mark, from the app's own modules (Node runs TypeScript as is):
// the data files read and checked as the build reads them (app/content/index.ts).
import { readContentFolder } from '../app/content/read-folder.ts'
import { siteContentFrom } from '../app/content/site-content.ts'
import { parseContentFiles } from '../app/content/validate.ts'
import { brandMarkSvg } from '../app/lib/brand-mark.ts'
import { socialImages } from '../app/lib/social-image.ts'

import { chromiumFlags, findChromium } from './find-chromium.mjs'
import { rootDir } from './site-files.mjs'

const { business, content: copy } = siteContentFrom(parseContentFiles(readContentFolder()))
const { brand } = business

// The light theme's tokens, from the stylesheet.
const css = readFileSync(path.join(rootDir, 'app/styles/app.css'), 'utf8')
const token = (name) => css.match(new RegExp(`--${name}: light-dark\\((#[0-9a-f]{6})`))?.[1] ?? '#000'
const colors = {
  primary: token('primary'),
  primarySoft: token('primary-soft'),
  background: token('background'),
  foreground: token('foreground'),
  mutedForeground: token('muted-foreground'),
  accent: token('accent'),
}

const font = readFileSync(
  path.join(rootDir, 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2'),
).toString('base64')

const mark = (size) => brandMarkSvg({ size })

const page = (body, width, height) => `<!doctype html><html><head><style>
  @font-face { font-family: Figtree; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 300 900; }
  * { margin: 0; box-sizing: border-box; }
  body { width: ${width}px; height: ${height}px; overflow: hidden; font-family: Figtree; color: ${colors.foreground}; }
</style></head><body>${body}</body></html>`

/** The card in one language: its tagline (which the image's alt repeats) and the first three services. */
const socialCard = ({ everyPage, services, facts }, lang) => {
  const tagline = everyPage.siteTagline
  const topics = services.grid.items.slice(0, 3).map((service) => service.title)
  // French runs a third longer than English: its tagline is set smaller and closer, to keep the
  // topics (which then take two rows) inside the card.
  const long = tagline.length > 40
  const layout = long ? { size: 60, above: 48, below: 32 } : { size: 72, above: 72, below: 44 }
  return page(
    `<div lang="${lang}" style="position:relative;width:1200px;height:630px;background:${colors.background};padding:80px 88px;overflow:hidden">
    <div style="position:absolute;right:-140px;top:-140px;width:620px;height:620px;border-radius:50%;background:${colors.primarySoft}"></div>
    <div style="position:absolute;right:60px;bottom:-200px;width:380px;height:380px;border-radius:50%;background:${colors.accent}"></div>
    <div style="position:relative;display:flex;align-items:center;gap:24px">
      ${mark(96)}
      <div><div style="font-size:64px;font-weight:800;line-height:1">${brand.name}</div>
      <div style="font-size:30px;font-weight:600;color:${colors.mutedForeground};margin-top:6px">${facts.brand.descriptor}</div></div>
    </div>
    <div style="position:relative;margin-top:${layout.above}px;font-size:${layout.size}px;font-weight:800;line-height:1.05;letter-spacing:-0.02em;max-width:820px${long ? ';text-wrap:balance' : ''}">${tagline}</div>
    <div style="position:relative;margin-top:${layout.below}px;display:flex;gap:14px;flex-wrap:wrap;max-width:900px">
      ${topics.map((topic) => `<span style="font-size:26px;font-weight:700;color:#fff;background:${colors.primary};border-radius:999px;padding:10px 24px">${topic}</span>`).join('')}
    </div>
  </div>`,
    1200,
    630,
  )
}

const icon = (size, { padded }) =>
  page(
    `<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${padded ? colors.primary : 'transparent'}">
      ${padded ? brandMarkSvg({ size: size * 0.62, circle: false }) : mark(size)}
    </div>`,
    size,
    size,
  )

const outputs = [
  ...Object.entries(socialImages).map(([locale, image]) => ({
    file: image.path.slice(1),
    html: socialCard(copy[locale], locale),
    width: image.width,
    height: image.height,
  })),
  // Square, full-bleed icons: launchers and iOS round the corners themselves.
  { file: 'icon-512.png', html: icon(512, { padded: true }), width: 512, height: 512 },
  { file: 'icon-192.png', html: icon(192, { padded: true }), width: 192, height: 192 },
  { file: 'apple-touch-icon.png', html: icon(180, { padded: true }), width: 180, height: 180 },
  { file: 'favicon-32.png', html: icon(32, { padded: false }), width: 32, height: 32, transparent: true },
]

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags })
for (const output of outputs) {
  const tab = await browser.newPage({ viewport: { width: output.width, height: output.height }, deviceScaleFactor: 1 })
  await tab.setContent(output.html)
  await tab.evaluate(() => globalThis.document.fonts.ready)
  await tab.screenshot({ path: path.join(rootDir, 'public', output.file), omitBackground: output.transparent ?? false })
  await tab.close()
  console.log(`drew public/${output.file}`)
}
await browser.close()
