import { useId, useRef, useState } from 'react'

import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import type { ContactContent } from '~/content/types'
import { useHydrated } from '~/lib/use-hydrated'

/** The contact message (docs/product.md): held only in this component's state, never stored or sent. */
interface ContactMessage {
  name: string
  email: string
  message: string
}

const emptyMessage: ContactMessage = { name: '', email: '', message: '' }

/**
 * The browser validates (`required`, `type="email"`): a submit event only fires for a valid
 * form. Nothing is sent anywhere; the visitor gets the toast and an empty form. The
 * prerendered form is disabled until React hydrates, so without JavaScript it cannot pretend
 * to work (or put the message in a URL), and a note offers the e-mail address instead.
 */
// sonner is 10 KB gzip that only a visitor who writes to us needs: it loads when the form first
// gets focus (so well before a submit, which itself must make no request) and not with the page.
const loadToasts = () => import('~/components/ui/sonner')
type ToastModule = Awaited<ReturnType<typeof loadToasts>>

/** The words the form itself shows: its heading, introduction and no-script note are the view's. */
export type ContactFormWords = Pick<
  ContactContent['form'],
  'nameLabel' | 'emailLabel' | 'messageLabel' | 'submitLabel' | 'toast'
>

export function ContactForm({
  content,
  labelledBy,
  notifications,
}: {
  content: ContactFormWords
  /** The id of the heading that names the form (app/views/contact-view.tsx). */
  labelledBy: string
  notifications: { regionLabel: string; dismissLabel: string }
}) {
  const [message, setMessage] = useState<ContactMessage>(emptyMessage)
  // The fields the browser has just refused. Its own message names the problem (docs/product.md);
  // `aria-invalid` tells a screen reader which field is wrong, since the browser does not.
  const [refused, setRefused] = useState<ReadonlySet<keyof ContactMessage>>(new Set())
  const [toasts, setToasts] = useState<ToastModule | null>(null)
  const hydrated = useHydrated()
  const nameField = useRef<HTMLInputElement>(null)
  const ids = { name: useId(), email: useId(), message: useId() }

  function update(field: keyof ContactMessage) {
    return (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setMessage((current) => ({ ...current, [field]: event.target.value }))
      if (event.target.validity.valid) setRefused((current) => without(current, field))
    }
  }

  function markRefused(event: React.InvalidEvent<HTMLFormElement>) {
    const field = (event.target as Partial<HTMLInputElement>).name as keyof ContactMessage
    setRefused((current) => new Set(current).add(field))
  }

  // Every field is required and controlled; the browser checks them (docs/product.md).
  function fieldProps(field: keyof ContactMessage) {
    return {
      id: ids[field],
      name: field,
      required: true,
      value: message[field],
      onChange: update(field),
      'aria-invalid': refused.has(field) || undefined,
    }
  }

  function prepareToasts() {
    if (!toasts) void loadToasts().then((module) => setToasts(module))
  }

  function handleSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    void loadToasts().then(({ toast }) =>
      toast.success(content.toast.title, { description: content.toast.description }),
    )
    setMessage(emptyMessage)
    // Ready for another message; the toast is announced by its own polite live region.
    nameField.current?.focus()
  }

  // Only the form hydrates: the words around it are the page's (app/views/contact-view.tsx), and
  // need not travel again in the island's props, within the page's first round trip.
  return (
    <>
      <form
        aria-labelledby={labelledBy}
        onSubmit={handleSubmit}
        onFocus={prepareToasts}
        onInvalidCapture={markRefused}
        className="mt-6"
      >
        <fieldset disabled={!hydrated} className="space-y-5">
          <Field label={content.nameLabel} htmlFor={ids.name}>
            <Input ref={nameField} autoComplete="name" {...fieldProps('name')} />
          </Field>
          <Field label={content.emailLabel} htmlFor={ids.email}>
            <Input type="email" autoComplete="email" {...fieldProps('email')} />
          </Field>
          <Field label={content.messageLabel} htmlFor={ids.message}>
            <Textarea {...fieldProps('message')} />
          </Field>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {content.submitLabel}
          </Button>
        </fieldset>
      </form>
      {toasts && <toasts.Toaster {...notifications} />}
    </>
  )
}

function without<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  if (!set.has(item)) return set
  const copy = new Set(set)
  copy.delete(item)
  return copy
}

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  )
}
