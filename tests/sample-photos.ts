/**
 * Photos made for the tests (no stock image is stored): a soft gradient with some noise, so that
 * the encoders meet something like a photo's detail. Used by the launch copy
 * (tests/build-gates/launch-copy.ts) and the editor's journey (tests/e2e/editor.spec.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

/**
 * A JPEG of `width` x `height`, different for each `seed`: coarse blotches (shapes, as in a
 * photo) over fine grain (texture), which the encoders cannot make much smaller than a photo's.
 */
export async function makeSamplePhoto(width: number, height: number, seed: number) {
  let random = (seed + 1) * 2654435761
  const next = () => {
    random = (random * 1103515245 + 12345) >>> 0
    return random / 2 ** 32
  }
  const coarse = (scale: number) => {
    const w = Math.ceil(width / scale)
    const h = Math.ceil(height / scale)
    const cells = Buffer.alloc(w * h * 3)
    for (let index = 0; index < cells.length; index++) cells[index] = 40 + next() * 180
    return sharp(cells, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer()
  }
  const [shapes, detail] = await Promise.all([coarse(48), coarse(6)])
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index++) {
    const grain = (next() - 0.5) * 28
    pixels[index] = Math.max(0, Math.min(255, 0.6 * (shapes[index] ?? 0) + 0.4 * (detail[index] ?? 0) + grain))
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** Each photo the build test adds, with where it goes and the alt text it is given. */
export const samplePhotos = {
  hero: {
    file: 'home/hero.jpg',
    width: 1600,
    height: 1440,
    alt: {
      en: 'A coach and a client planning meals at a table',
      fr: 'Une coach et une cliente planifient des repas à table',
    },
  },
  team: [0, 1, 2].map((index) => ({
    file: `team/member-${index + 1}.jpg`,
    width: 600,
    height: 600,
    alt: { en: `Portrait of team member ${index + 1}`, fr: `Portrait du membre ${index + 1} de l’équipe` },
  })),
  screens: [0, 1, 2].map((index) => ({
    file: `screens/screen-${index + 1}.jpg`,
    width: 720,
    height: 1520,
    alt: { en: `The app's screen ${index + 1}`, fr: `L’écran ${index + 1} de l’application` },
  })),
}

const photosFolder = 'app/content/photos'

function readJson(dir: string, file: string) {
  return JSON.parse(readFileSync(path.join(dir, 'app/content/data', file), 'utf8'))
}
function writeJson(dir: string, file: string, value: unknown) {
  writeFileSync(path.join(dir, 'app/content/data', file), `${JSON.stringify(value, null, 2)}\n`)
}

/** Writes the sample photos into the work-tree copy `dir` and names them in its data files. */
export async function addSamplePhotos(dir: string) {
  const all = [samplePhotos.hero, ...samplePhotos.team, ...samplePhotos.screens]
  for (const [seed, photo] of all.entries()) {
    const target = path.join(dir, photosFolder, photo.file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, await makeSamplePhoto(photo.width, photo.height, seed))
  }
  const field = (photo: (typeof all)[number]) => ({ src: `/${photosFolder}/${photo.file}`, alt: photo.alt })

  const home = readJson(dir, 'home.json')
  home.hero.photo = field(samplePhotos.hero)
  writeJson(dir, 'home.json', home)

  const team = readJson(dir, 'team.json')
  team.members.forEach((member: Record<string, unknown>, index: number) => {
    const photo = samplePhotos.team[index]
    if (photo) member.photo = field(photo)
  })
  writeJson(dir, 'team.json', team)

  const mobileApp = readJson(dir, 'mobile-app.json')
  mobileApp.screenshots.screens.forEach((screen: Record<string, unknown>, index: number) => {
    const photo = samplePhotos.screens[index]
    if (photo) screen.photo = field(photo)
  })
  writeJson(dir, 'mobile-app.json', mobileApp)
}
