/**
 * The language of the editor's own buttons and menus (docs/editing.md): French when the owner's
 * system speaks French, English otherwise. Keystatic knows 'fr-FR' and 'en-US' (its `locale` option).
 */

/** The owner's system language: the POSIX variables a shell sets, then what Node's Intl reports. */
export function systemLanguage(env = process.env, intlLocale = Intl.DateTimeFormat().resolvedOptions().locale) {
  // LC_ALL overrides LC_MESSAGES, which overrides LANG (POSIX); "C" and "POSIX" name no language.
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value && !/^(C|POSIX)([.@]|$)/.test(value))
  return (posix ?? intlLocale ?? 'en').replace('_', '-')
}

/** @returns {'fr-FR' | 'en-US'} */
export function editorLocale(language = systemLanguage()) {
  return /^fr\b/i.test(language) ? 'fr-FR' : 'en-US'
}
