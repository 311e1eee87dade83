import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { formatFigures } from './app/lib/figures'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The prerendered copyright year; the footer replaces it with the visitor's year on hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Figures formatted with Intl at build time; see app/lib/figures.ts.
    __FIGURES__: JSON.stringify(formatFigures()),
  },
})
