import { readFileSync } from 'node:fs'

import { expect, test } from 'vitest'

import { iconSprite } from '../../scripts/icon-sprite.mjs'

import { brandIconNames, lucideIconNames } from './icons'

test('public/icons.svg holds exactly the icons app/content/icons.ts names (run scripts/icon-sprite.mjs)', () => {
  expect(readFileSync('public/icons.svg', 'utf8')).toBe(iconSprite([...lucideIconNames], [...brandIconNames]))
})
