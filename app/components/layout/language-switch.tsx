import { type Locale, languageTags } from '~/content/pages'

/** The link to this page in the other language, labelled in that language. */
export function LanguageSwitch({ label, locale, href }: { label: string; locale: Locale; href: string }) {
  return (
    <a
      href={href}
      lang={languageTags[locale]}
      hrefLang={languageTags[locale]}
      className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold underline-offset-4 hover:bg-muted hover:underline sm:rounded-full sm:text-sm"
    >
      {label}
    </a>
  )
}
