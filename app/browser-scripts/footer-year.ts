/** The copyright year by the visitor's clock; the HTML carries the year of the build (site-footer.tsx). */
const year = String(new Date().getFullYear())
for (const element of document.querySelectorAll('[data-current-year]')) element.textContent = year
