/**
 * `npm run edit`: the owner's editor (docs/editing.md). Starts `astro dev` with editor/astro.edit.config.ts
 * (the site plus Keystatic) on 127.0.0.1 only, then says where the editor and the preview are.
 * Saving in the editor writes app/content/data/*.json; the preview reloads by itself.
 * The port: `npm run edit -- --port 4400`, or EDITOR_PORT (4321 when neither is given).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

import { editorLocale } from './locale.mjs'

const rootDir = path.resolve(import.meta.dirname, '..')
// The copy of astro that npm installed here (bin/astro.mjs is not in astro's package exports).
const astroBin = path.join(rootDir, 'node_modules', 'astro', 'bin', 'astro.mjs')
const portFlag = process.argv.indexOf('--port')
const port = portFlag > -1 ? process.argv[portFlag + 1] : (process.env.EDITOR_PORT ?? '4321')
const french = editorLocale() === 'fr-FR'

const astro = spawn(
  process.execPath,
  [astroBin, 'dev', '--config', 'editor/astro.edit.config.ts', '--host', '127.0.0.1', '--port', port],
  { cwd: rootDir, env: { ...process.env, EDITOR_PORT: port }, stdio: ['inherit', 'pipe', 'inherit'] },
)

function announce(origin) {
  const lines = french
    ? [
        `  Éditeur :  ${origin}/keystatic`,
        `  Aperçu :   ${origin}/  (en français : ${origin}/fr)`,
        '  Enregistrez dans l’éditeur : l’aperçu se met à jour. Ctrl+C pour arrêter.',
      ]
    : [
        `  Editor:   ${origin}/keystatic`,
        `  Preview:  ${origin}/  (in French: ${origin}/fr)`,
        '  Save in the editor and the preview updates. Press Ctrl+C to stop.',
      ]
  process.stdout.write(`\n${lines.join('\n')}\n\n`)
}

// Astro picks the next free port when this one is taken: announce the address it really uses.
let announced = false
astro.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  const origin = !announced && /http:\/\/127\.0\.0\.1:\d+/.exec(stripVTControlCharacters(chunk.toString()))
  if (origin) {
    announced = true
    announce(origin[0])
  }
})

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => astro.kill(signal))
astro.on('exit', (code) => process.exit(code ?? 0))
