/**
 * Photos made for the tests (no stock image is stored): a soft gradient with some noise, so that
 * the encoders meet something like a photo's detail. Used by the sample-photo build
 * (tests/build/sample-photo-build.ts) and the editor's journey (tests/e2e/editor.spec.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

/** A JPEG of `width` x `height`, different for each `seed`. */
export async function makeSamplePhoto(width: number, height: number, seed: number) {
  const pixels = Buffer.alloc(width * height * 3)
  let random = seed * 2654435761
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      random = (random * 1103515245 + 12345) >>> 0
      const noise = (random >>> 24) % 24
      const offset = (y * width + x) * 3
      pixels[offset] = (90 + (120 * x) / width + seed * 40 + noise) % 256
      pixels[offset + 1] = 110 + (100 * y) / height + noise
      pixels[offset + 2] = 140 + (60 * (x + y)) / (width + height) + noise
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 82 })
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
