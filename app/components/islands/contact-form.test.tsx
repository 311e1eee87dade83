import { act, cleanup, fireEvent, getDefaultNormalizer, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { userEvent } from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { fixtureEn as en } from '~tests/fixtures/content'

import { fillPlaceholders } from '~/content/placeholders'
import { contactEndpointPath, contactLimits, honeypotField } from '~/lib/contact-message'

import { ContactForm, type DeliveryWords } from './contact-form'

const { form } = en.contact
// The toast's words exactly as written, no-break spaces included (app/content/punctuation.ts).
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }

// Sonner keeps toasts in a module-level store, and a new Toaster replays the active ones.
afterEach(() => {
  toast.dismiss()
  vi.unstubAllGlobals()
})

function renderForm() {
  render(
    <ContactForm
      content={form}
      labelledBy="contact-form-title"
      notifications={en.everyPage.notifications}
      locale="en"
    />,
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

const delivery: DeliveryWords = {
  sendingLabel: form.sendingLabel,
  failure: form.failure,
  email: en.facts.contact.email,
  phone: en.facts.contact.phone,
}

/** The endpoint's answer to the form's script, and every request the form made. */
function answerWith(status: number, body: unknown) {
  const requests: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
  return requests
}

function renderDeliveringForm() {
  const { container } = render(
    <ContactForm
      content={form}
      labelledBy="contact-form-title"
      notifications={en.everyPage.notifications}
      locale="en"
      delivery={delivery}
    />,
  )
  return {
    form: container.querySelector('form'),
    name: screen.getByLabelText(form.nameLabel),
    email: screen.getByLabelText(form.emailLabel),
    message: screen.getByLabelText(form.messageLabel),
    submit: screen.getByRole('button', { name: form.submitLabel }),
  }
}

async function fillIn(fields: ReturnType<typeof renderDeliveringForm>) {
  const user = userEvent.setup()
  await user.type(fields.name, 'Élodie Bélanger')
  await user.type(fields.email, 'elodie@example.ca')
  await user.type(fields.message, 'Bonjour !')
  return user
}

describe('ContactForm, when the owner has switched delivery on', () => {
  test('it posts to the site’s own endpoint, even before any script, with the page’s language and a honeypot no one sees', () => {
    const fields = renderDeliveringForm()
    expect(fields.form).toHaveAttribute('method', 'post')
    expect(fields.form).toHaveAttribute('action', contactEndpointPath)
    expect(fields.name).toHaveAttribute('maxlength', String(contactLimits.name))
    expect(fields.message).toHaveAttribute('maxlength', String(contactLimits.message))
    // The honeypot is in the form, but not for people: no role or name reaches assistive technology.
    expect(fields.form?.querySelector(`input[name="${honeypotField}"]`)).not.toBeNull()
    expect(screen.getAllByRole('textbox')).toHaveLength(3)
  })

  test('the toast appears only once the server accepted the message, and then the fields empty', async () => {
    const requests = answerWith(200, { ok: true, message: form.toast.title })
    const fields = renderDeliveringForm()
    const user = await fillIn(fields)
    await user.click(fields.submit)

    expect(await screen.findByText(form.toast.title, asWritten)).toBeInTheDocument()
    expect(requests).toHaveLength(1)
    expect(requests[0]?.init.method).toBe('POST')
    const sent = new URLSearchParams(String(requests[0]?.init.body))
    expect(Object.fromEntries(sent)).toMatchObject({
      name: 'Élodie Bélanger',
      email: 'elodie@example.ca',
      locale: 'en',
    })
    expect(fields.name).toHaveValue('')
    expect(fields.message).toHaveValue('')
  })

  test('a refused field is named under it, and every word the visitor typed stays', async () => {
    const problem = 'Email is not a complete e-mail address.'
    answerWith(400, { ok: false, message: problem, problems: [{ field: 'email', message: problem }] })
    const fields = renderDeliveringForm()
    const user = await fillIn(fields)
    await user.click(fields.submit)

    expect(await screen.findByRole('alert')).toHaveTextContent(form.failure.title)
    expect(fields.email).toBeInvalid()
    expect(fields.email).toHaveAccessibleDescription(problem)
    expect(fields.name).toHaveValue('Élodie Bélanger')
    expect(fields.email).toHaveValue('elodie@example.ca')
    expect(fields.message).toHaveValue('Bonjour !')
    expect(screen.queryByText(form.toast.title)).not.toBeInTheDocument()
  })

  test('when delivery fails or no answer comes, an error toast names the e-mail address and phone, and the words stay', async () => {
    for (const failing of [
      () => answerWith(502, { ok: false, message: form.answers.notDelivered }),
      () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch'))),
    ]) {
      failing()
      const fields = renderDeliveringForm()
      const user = await fillIn(fields)
      await user.click(fields.submit)

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(form.failure.title)
      expect(within(alert).getByRole('link', { name: en.facts.contact.email.display })).toHaveAttribute(
        'href',
        en.facts.contact.email.href,
      )
      expect(within(alert).getByRole('link', { name: en.facts.contact.phone.display })).toHaveAttribute(
        'href',
        en.facts.contact.phone.href,
      )
      const otherWays = fillPlaceholders(form.failure.description, {
        emailAddress: en.facts.contact.email.display,
        phoneNumber: en.facts.contact.phone.display,
      })
      expect(await screen.findByText((text) => text.includes(otherWays))).toBeInTheDocument()
      expect(fields.name).toHaveValue('Élodie Bélanger')
      expect(fields.message).toHaveValue('Bonjour !')
      expect(screen.queryByText(form.toast.title)).not.toBeInTheDocument()
      cleanup()
      toast.dismiss()
    }
  })
})

/**
 * The delivering form as the server sent it, in the document: `before` does what the visitor did
 * before the island's code arrived; then the island hydrates over it, `after` checks, and the
 * form is unmounted and removed, whatever happened.
 */
async function hydratedAfter(before: (form: HTMLElement) => void, after: (form: HTMLElement) => Promise<void>) {
  const form = (
    <ContactForm
      content={en.contact.form}
      labelledBy="contact-form-title"
      notifications={en.everyPage.notifications}
      locale="en"
      delivery={delivery}
    />
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(form)
  document.body.append(container)
  let root: ReturnType<typeof hydrateRoot> | undefined
  try {
    before(container)
    await act(async () => {
      root = hydrateRoot(container, form)
    })
    await after(container)
  } finally {
    root?.unmount()
    container.remove()
  }
}

describe('ContactForm, hydrated after the visitor started typing', () => {
  test('keeps every word typed into the prerendered form, through hydration and the renders after it', async () => {
    await hydratedAfter(
      (form) => {
        ;(within(form).getByLabelText(en.contact.form.nameLabel) as HTMLInputElement).value = 'Élodie Bélanger'
        ;(within(form).getByLabelText(en.contact.form.messageLabel) as HTMLTextAreaElement).value = 'Bonjour !'
      },
      async (form) => {
        const name = within(form).getByLabelText(en.contact.form.nameLabel)
        // A render after hydration: the form gets focus and loads its toasts.
        await act(async () => {
          fireEvent.focus(name)
        })
        expect(name).toHaveValue('Élodie Bélanger')
        expect(within(form).getByLabelText(en.contact.form.messageLabel)).toHaveValue('Bonjour !')
      },
    )
  })

  test('fetches the toasts once hydrated when the visitor is already in a field, as a first focus would', async () => {
    await hydratedAfter(
      // Delivering, the prerendered form takes focus and typing before its script has run.
      (form) => within(form).getByLabelText(en.contact.form.nameLabel).focus(),
      async (form) => {
        expect(
          await within(form).findByRole(
            'region',
            // Sonner adds its keyboard shortcut to the region's name.
            { name: (name) => name.startsWith(en.everyPage.notifications.regionLabel) },
            { timeout: 5000 },
          ),
        ).toBeInTheDocument()
      },
    )
  })
})
