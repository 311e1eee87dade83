import { readFileSync } from 'node:fs'

import { expect, test } from 'vitest'

import { brandColors } from './brand-mark'
import { themeColors } from './theme'

// <meta name="theme-color"> and the manifest need plain colours, so theme.ts repeats the page
// background of app.css; this keeps the two from drifting apart.
test('the theme colours are the stylesheet’s page background in each theme', () => {
  const css = readFileSync('app/styles/app.css', 'utf8')
  const background = css.match(/--background: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/)
  expect(background?.slice(1)).toEqual([themeColors.light, themeColors.dark])
})

test('the brand colours drawn into images are the stylesheet’s light primary pair', () => {
  const css = readFileSync('app/styles/app.css', 'utf8')
  const lightValue = (token: string) => css.match(new RegExp(`--${token}: light-dark\\((#[0-9a-f]{6}),`))?.[1]
  expect([lightValue('primary'), lightValue('primary-foreground')]).toEqual([
    brandColors.primary,
    brandColors.onPrimary,
  ])
})
