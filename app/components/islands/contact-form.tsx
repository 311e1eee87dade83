import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '~/components/ui/button'
import { FilledTemplate } from '~/components/ui/filled-template'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import type { ContactContent } from '~/content/types'
import type { Locale } from '~/content/pages'
import {
  type ContactField,
  type ContactMessage,
  contactEndpointPath,
  contactLimits,
  honeypotField,
  localeField,
} from '~/lib/contact-message'
import { fillPlaceholders } from '~/content/placeholders'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * The browser validates (`required`, `type="email"`, `maxlength`): a submit event only fires for
 * a valid form. Two behaviours, by the owner's switch (`deliverMessages`, docs/product.md):
 * - off, the specification's: nothing is sent; the visitor gets the toast and an empty form. The
 *   prerendered form is disabled until React hydrates, so without JavaScript it cannot pretend to
 *   work (or put the message in a URL), and a note offers the e-mail address instead;
 * - on, the form posts to the site's own endpoint (server/contact-endpoint.ts): a plain post
 *   without JavaScript, which the server answers with a page, or with `fetch` once hydrated. The
 *   toast then comes only after the server accepted the message; on any failure the fields keep
 *   the visitor's words and the page says why, with the e-mail address and phone.
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

/** What the form needs only when it delivers: the words of a failure and the other ways to reach the business. */
export interface DeliveryWords {
  sendingLabel: string
  failure: ContactContent['form']['failure']
  email: { display: string; href: string }
  phone: { display: string; href: string }
}

/** The endpoint's answer to the form's script (server/contact-endpoint.ts). */
interface EndpointAnswer {
  ok: boolean
  message?: string
  problems?: { field: ContactField; message: string }[]
}

export function ContactForm({
  content,
  labelledBy,
  notifications,
  locale,
  delivery,
}: {
  content: ContactFormWords
  /** The id of the heading that names the form (app/views/contact-view.tsx). */
  labelledBy: string
  notifications: { regionLabel: string; dismissLabel: string }
  locale: Locale
  /** Given when the owner has switched delivery on; without it the form sends nothing. */
  delivery?: DeliveryWords
}) {
  // The fields keep their own text (uncontrolled): what a visitor typed before the island
  // hydrated, or what the browser restored on Back, is never overwritten by an empty state.
  const formElement = useRef<HTMLFormElement>(null)
  // The fields the browser has just refused. Its own message names the problem (docs/product.md);
  // `aria-invalid` tells a screen reader which field is wrong, since the browser does not.
  const [refused, setRefused] = useState<ReadonlySet<keyof ContactMessage>>(new Set())
  // What the server said of each field it refused, shown under the field.
  const [serverProblems, setServerProblems] = useState<Partial<Record<ContactField, string>>>({})
  // Why the last message did not leave, shown above the button until the next attempt.
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [toasts, setToasts] = useState<ToastModule | null>(null)
  const hydrated = useHydrated()
  const nameField = useRef<HTMLInputElement>(null)
  const ids = { name: useId(), email: useId(), message: useId(), failure: useId() }
  const problemIds = { name: useId(), email: useId(), message: useId() }

  function update(field: keyof ContactMessage) {
    return (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.target.validity.valid) setRefused((current) => without(current, field))
      setServerProblems((current) => (field in current ? { ...current, [field]: undefined } : current))
    }
  }

  function markRefused(event: React.InvalidEvent<HTMLFormElement>) {
    const field = (event.target as Partial<HTMLInputElement>).name as keyof ContactMessage
    setRefused((current) => new Set(current).add(field))
  }

  // Every field is required and controlled; the browser checks them (docs/product.md).
  function fieldProps(field: keyof ContactMessage) {
    const problem = serverProblems[field]
    return {
      id: ids[field],
      name: field,
      required: true,
      // The server's limits (app/lib/contact-message.ts), which the specification's form has none of.
      maxLength: delivery ? contactLimits[field] : undefined,
      onChange: update(field),
      'aria-invalid': refused.has(field) || Boolean(problem) || undefined,
      'aria-describedby': problem ? problemIds[field] : undefined,
    }
  }

  function prepareToasts() {
    if (!toasts) void loadToasts().then((module) => setToasts(module))
  }

  // Delivering, the form takes focus and typing before its script has run: a visitor already in
  // a field when it does gets the toasts fetched now, as a first focus would, not with the submit.
  useEffect(() => {
    if (formElement.current?.contains(document.activeElement)) void loadToasts().then((module) => setToasts(module))
  }, [])

  function showSent() {
    void loadToasts().then(({ toast }) =>
      toast.success(content.toast.title, { description: content.toast.description }),
    )
    formElement.current?.reset()
    // Ready for another message; the toast is announced by its own polite live region.
    nameField.current?.focus()
  }

  async function send(form: HTMLFormElement, words: DeliveryWords) {
    setSending(true)
    setFailure(null)
    setServerProblems({})
    let answer: EndpointAnswer | null = null
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      })
      answer = (await response.json().catch(() => null)) as EndpointAnswer | null
      if (response.ok && answer?.ok) return showSent()
    } catch {
      // No answer at all (offline, the server down): told below like any other failure.
    } finally {
      setSending(false)
    }
    // The fields keep every word; the page says what went wrong and how else to reach us.
    const problems = Object.fromEntries((answer?.problems ?? []).map(({ field, message }) => [field, message]))
    setServerProblems(problems)
    const reason = answer?.message ?? ''
    setFailure(reason)
    const otherWays = fillPlaceholders(words.failure.description, {
      emailAddress: words.email.display,
      phoneNumber: words.phone.display,
    })
    void loadToasts().then(({ toast }) =>
      toast.error(words.failure.title, { description: [reason, otherWays].filter(Boolean).join(' ') }),
    )
  }

  function handleSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (delivery) void send(event.currentTarget, delivery)
    else showSent()
  }

  // Only the form hydrates: the words around it are the page's (app/views/contact-view.tsx), and
  // need not travel again in the island's props, within the page's first round trip.
  return (
    <>
      <form
        ref={formElement}
        aria-labelledby={labelledBy}
        onSubmit={handleSubmit}
        onFocus={prepareToasts}
        onInvalidCapture={markRefused}
        className="mt-6"
        // Delivering, the form works before and without any script: a plain post, answered with a page.
        {...(delivery ? { method: 'post', action: contactEndpointPath } : {})}
      >
        <fieldset disabled={(!delivery && !hydrated) || sending} className="space-y-5">
          {delivery && <input type="hidden" name={localeField} value={locale} />}
          {delivery && (
            // Hidden from sight, from assistive technology and from the keyboard: only a program fills it in.
            <div hidden aria-hidden="true">
              <label>
                {honeypotField}
                <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
          )}
          <Field label={content.nameLabel} htmlFor={ids.name} problem={serverProblems.name} problemId={problemIds.name}>
            <Input ref={nameField} autoComplete="name" {...fieldProps('name')} />
          </Field>
          <Field
            label={content.emailLabel}
            htmlFor={ids.email}
            problem={serverProblems.email}
            problemId={problemIds.email}
          >
            <Input type="email" autoComplete="email" {...fieldProps('email')} />
          </Field>
          <Field
            label={content.messageLabel}
            htmlFor={ids.message}
            problem={serverProblems.message}
            problemId={problemIds.message}
          >
            <Textarea {...fieldProps('message')} />
          </Field>
          {delivery && failure !== null && (
            <p
              id={ids.failure}
              role="alert"
              className="rounded-xl bg-accent p-4 text-accent-foreground forced-colors:border"
            >
              <strong className="block">{delivery.failure.title}</strong>
              {failure && <span className="block">{failure}</span>}
              <FilledTemplate
                template={delivery.failure.description}
                values={{
                  emailAddress: (
                    <a href={delivery.email.href} className="font-bold wrap-anywhere underline">
                      {delivery.email.display}
                    </a>
                  ),
                  phoneNumber: (
                    <a href={delivery.phone.href} className="font-bold whitespace-nowrap underline">
                      {delivery.phone.display}
                    </a>
                  ),
                }}
              />
            </p>
          )}
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {sending && delivery ? delivery.sendingLabel : content.submitLabel}
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

function Field({
  label,
  htmlFor,
  problem,
  problemId,
  children,
}: {
  label: string
  htmlFor: string
  /** What the server said of this field, tied to it with `aria-describedby`. */
  problem?: string
  problemId: string
  children: React.ReactNode
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {problem && (
        <p id={problemId} className="text-sm font-bold">
          {problem}
        </p>
      )}
    </div>
  )
}
