import { expect, test } from 'vitest'

import { fixtureEn } from '~tests/fixtures/content'

import { resolvePhotos, withPagePhotos, withoutPhotos } from './page-photos'

const resolveToName = async ({ src, alt }: { src: string; alt: string }) => `${alt} (${src})`

test('every photo is resolved wherever it sits, and one without a file is left out', async () => {
  const content = {
    hero: { title: 'Welcome', photo: { src: '/app/content/photos/home/a.jpg', alt: 'A table' } },
    members: [
      { name: 'Ana', photo: { src: '/app/content/photos/team/ana.jpg', alt: 'Ana smiling' } },
      { name: 'Ben', photo: { alt: '' } },
      { name: 'Cy' },
    ],
  }
  expect(await resolvePhotos(content, resolveToName)).toEqual({
    hero: { title: 'Welcome', photo: 'A table (/app/content/photos/home/a.jpg)' },
    members: [
      { name: 'Ana', photo: 'Ana smiling (/app/content/photos/team/ana.jpg)' },
      { name: 'Ben', photo: undefined },
      { name: 'Cy' },
    ],
  })
})

test('an object with more than a file and its alt text is not a photo', async () => {
  const content = { link: { src: '/x', alt: 'x', label: 'More' } }
  expect(await resolvePhotos(content, resolveToName)).toEqual(content)
})

test('a page resolves its own photos only: the other pages’ are left out', async () => {
  const photo = (src: string) => ({ src, alt: 'A photo' })
  const members = fixtureEn.about.team.members.map((member) => ({ ...member, photo: photo('/team.jpg') }))
  const site = {
    ...fixtureEn,
    home: { ...fixtureEn.home, hero: { ...fixtureEn.home.hero, photo: photo('/hero.jpg') } },
    about: { ...fixtureEn.about, team: { ...fixtureEn.about.team, members } },
  }
  const resolved: string[] = []
  const page = await withPagePhotos(site, 'about', async ({ src }) => {
    resolved.push(src)
    return src
  })
  expect(members.length).toBeGreaterThan(0)
  expect(resolved).toEqual(members.map(() => '/team.jpg'))
  expect(page.about.team.members.map((member) => member.photo)).toEqual(members.map(() => '/team.jpg'))
  expect(page.home.hero.photo).toBeUndefined()
  expect(withoutPhotos(site).about.team.members.map((member) => member.photo)).toEqual(members.map(() => undefined))
})
