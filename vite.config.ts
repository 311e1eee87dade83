import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The prerendered copyright year; the footer replaces it with the visitor's year on hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
})
