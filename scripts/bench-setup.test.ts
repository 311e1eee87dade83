import { describe, expect, test } from 'vitest'

import { benchedPages, median, notFoundPath } from './bench-setup.mjs'
import { localizedPaths } from '../app/content/pages'

describe('what every bench run shares', () => {
  test("a median of an odd count is its middle run, of an even count (the control's) the mean of the two middle ones", () => {
    expect(median([812, 705, 790])).toBe(790)
    expect(median([720, 701, 690, 745])).toBe(710.5)
    expect(median([716.9, 685.6])).toBeCloseTo(701.25)
  })

  test('every page in both languages is benched, and the not-found page as a visitor meets it', () => {
    expect(benchedPages).toEqual(
      expect.arrayContaining([localizedPaths.en.home, localizedPaths.fr.contact, notFoundPath]),
    )
    expect(new Set(benchedPages).size).toBe(benchedPages.length)
  })
})
