import { expect, test } from 'vitest'

import { fixtureEn } from '~tests/fixtures/content'

import { contactFormProps } from './contact-form-props'

test('the island gets its own words only, and no words of delivery while the owner has it off', () => {
  const props = contactFormProps({ ...fixtureEn, contact: { ...fixtureEn.contact, deliverMessages: false } }, 'title')
  expect(Object.keys(props.content).sort()).toEqual(['emailLabel', 'messageLabel', 'nameLabel', 'submitLabel', 'toast'])
  expect(props.labelledBy).toBe('title')
  expect(props.delivery).toBeUndefined()
})

test('once delivery is on, the island gets the words of a failure and the other ways to reach the business', () => {
  const props = contactFormProps({ ...fixtureEn, contact: { ...fixtureEn.contact, deliverMessages: true } }, 'title')
  expect(props.delivery).toEqual({
    sendingLabel: fixtureEn.contact.form.sendingLabel,
    failure: fixtureEn.contact.form.failure,
    email: fixtureEn.facts.contact.email,
    phone: fixtureEn.facts.contact.phone,
  })
})
