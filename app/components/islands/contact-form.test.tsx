import { getDefaultNormalizer, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, test } from 'vitest'

import { fixtureEn as en } from '~tests/fixtures/content'

import { ContactForm } from './contact-form'

const { form } = en.contact
// The toast's words exactly as written, no-break spaces included (app/content/punctuation.ts).
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }

// Sonner keeps toasts in a module-level store, and a new Toaster replays the active ones.
afterEach(() => {
  toast.dismiss()
})

function renderForm() {
  render(
    <ContactForm content={form} labelledBy="contact-form-title" notifications={en.common.notifications} locale="en" />,
  )
  return {
    name: screen.getByLabelText(form.nameLabel),
    email: screen.getByLabelText(form.emailLabel),
    message: screen.getByLabelText(form.messageLabel),
    submit: screen.getByRole('button', { name: form.submitLabel }),
  }
}

describe('ContactForm', () => {
  test('a valid submit shows the toast and empties all three fields', async () => {
    const user = userEvent.setup()
    const fields = renderForm()
    await user.type(fields.name, 'Ana Silva')
    await user.type(fields.email, 'ana@example.com')
    await user.type(fields.message, 'I would like to book a consultation.')
    await user.click(fields.submit)

    expect(await screen.findByText(form.toast.title, asWritten)).toBeInTheDocument()
    expect(screen.getByText(form.toast.description, asWritten)).toBeInTheDocument()
    expect(fields.name).toHaveValue('')
    expect(fields.email).toHaveValue('')
    expect(fields.message).toHaveValue('')
    expect(fields.name).toHaveFocus()
  })

  test('an incomplete form is not submitted: no toast, and the fields keep their text', async () => {
    const user = userEvent.setup()
    const fields = renderForm()
    await user.type(fields.name, 'Ana Silva')
    await user.type(fields.email, 'not-an-address')
    await user.click(fields.submit)

    expect(screen.queryByText(form.toast.title)).not.toBeInTheDocument()
    expect(fields.name).toHaveValue('Ana Silva')
    expect(fields.email).toBeInvalid()
    expect(fields.message).toBeInvalid()
  })

  test('every field is required, and the e-mail field uses the browser e-mail check', () => {
    const fields = renderForm()
    for (const field of [fields.name, fields.email, fields.message]) expect(field).toBeRequired()
    expect(fields.email).toHaveAttribute('type', 'email')
  })
})
