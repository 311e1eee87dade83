import type { Locale } from '~/content/pages'
import { withColon } from '~/lib/phrases'
import { cn } from '~/lib/utils'
import { Icon } from '~/components/ui/icon'

const linkClassName = 'rounded underline-offset-4 hover:underline'

/** Postal address, phone and e-mail, each behind an icon and a label for screen readers. */
export function ContactList({
  addressLines,
  phone,
  email,
  labels,
  locale,
  className,
}: {
  addressLines: string[]
  phone: { display: string; href: string }
  email: { display: string; href: string }
  labels: { address: string; phone: string; email: string }
  /** Writes each label's colon the language's way. */
  locale: Locale
  className?: string
}) {
  return (
    <ul className={cn('space-y-4', className)}>
      <li className="flex gap-3">
        <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-primary" />
        <address className="not-italic">
          <AddressLines label={labels.address} lines={addressLines} locale={locale} />
        </address>
      </li>
      <li className="flex items-center gap-3">
        <Icon name="phone" className="size-5 shrink-0 text-primary" />
        <span className="sr-only">{`${withColon(labels.phone, locale)} `}</span>
        <a href={phone.href} className={linkClassName}>
          {phone.display}
        </a>
      </li>
      <li className="flex items-center gap-3">
        <Icon name="mail" className="size-5 shrink-0 text-primary" />
        <span className="sr-only">{`${withColon(labels.email, locale)} `}</span>
        <a href={email.href} className={cn(linkClassName, 'break-all')}>
          {email.display}
        </a>
      </li>
    </ul>
  )
}

/** An address line by line, after a label that only screen readers hear (written as the language writes it). */
export function AddressLines({ label, lines, locale }: { label: string; lines: string[]; locale: Locale }) {
  return (
    <>
      <span className="sr-only">{`${withColon(label, locale)} `}</span>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </>
  )
}
