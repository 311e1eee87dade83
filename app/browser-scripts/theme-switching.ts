/**
 * The theme button (app/components/layout/theme-toggle.tsx): shown once this script gives it
 * `aria-pressed`, pressed while the dark theme is in force, switching it on click. Every page
 * carries this script inline.
 */
import { chooseTheme, darkSchemeQuery, readTheme } from '~/lib/theme'

const toggles = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')

function showCurrentTheme() {
  const isDark = readTheme() === 'dark'
  for (const toggle of toggles) toggle.setAttribute('aria-pressed', String(isDark))
}

for (const toggle of toggles) {
  toggle.addEventListener('click', () => {
    chooseTheme(readTheme() === 'dark' ? 'light' : 'dark')
    showCurrentTheme()
  })
}
window.matchMedia(darkSchemeQuery).addEventListener('change', showCurrentTheme)
showCurrentTheme()
