import { expect, test } from 'vitest'

import { fillPlaceholders, placeholderNames, placeholderParts } from './placeholders'

test('fills the placeholders it is given and leaves the others as written', () => {
  expect(fillPlaceholders('© {year} {name} {other}', { year: 2030, name: 'Boréal' })).toBe('© 2030 Boréal {other}')
})

test('cuts a text at its placeholders, for a filler that puts an element in their place', () => {
  expect(placeholderParts('© {year} {name}.')).toEqual(['© ', { name: 'year' }, ' ', { name: 'name' }, '.'])
  expect(placeholderNames('Within {responseHours} hours, {name}')).toEqual(['responseHours', 'name'])
})
