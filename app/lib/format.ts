import type { Stat } from '~/content/business'

export function telHref(e164: string) {
  return `tel:${e164}`
}

export function mailtoHref(email: string, subject?: string) {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}

/** Formats a figure for the locale: 10,000+ and 98% in English, 10 000+ and 98 % in French. */
export function formatStat(stat: Stat, locale: string): string {
  switch (stat.kind) {
    case 'count':
      return `${new Intl.NumberFormat(locale).format(stat.value)}${stat.suffix}`
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent' }).format(stat.value / 100)
    case 'rating':
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(stat.value)
    case 'text':
      return stat.value
  }
}

/** Replaces `{key}` placeholders in a copy string. */
export function fillTemplate(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

export function addressLines(address: {
  street: string
  locality: string
  region: string
  postalCode: string
  country: string
}) {
  return [address.street, `${address.locality}, ${address.region} ${address.postalCode}`, address.country]
}

/** A 24-hour `HH:MM` time as the locale writes it: 9:00 AM in English, 9 h (or 9 h 30) in French. */
export function formatTime(time: string, locale: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  // Intl writes 09:00 for French; Canadian and French usage is 9 h.
  if (locale.startsWith('fr'))
    return minutes ? `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}` : `${hours}\u00a0h`
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  )
}
