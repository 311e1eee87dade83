import { readFileSync } from 'node:fs'

import { expect, test } from 'vitest'

import { brandIconSprite, spriteFile } from '../../scripts/brand-icons.mjs'

test('the committed brand icon sprite is what scripts/brand-icons.mjs writes', () => {
  expect(readFileSync(spriteFile, 'utf8')).toBe(brandIconSprite())
})
