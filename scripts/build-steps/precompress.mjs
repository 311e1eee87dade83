/**
 * Compressed copies for `npm start` (scripts/site-server.mjs), beside the site rather than in
 * it (build/precompressed): Cloudflare and Netlify would serve them as files of their own
 * (/index.html.br answered 200 on `wrangler pages dev`), and they, like nginx, compress as they
 * send.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { clientDir, precompressedDir } from '../site-files.mjs'

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/

/** Writes a .gz and a .br copy of every text file of the site; returns the line the build prints. */
export async function precompress() {
  let compressed = 0
  await rm(precompressedDir, { recursive: true, force: true })
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const copy = path.join(precompressedDir, path.relative(clientDir, file))
    const content = await readFile(file)
    await mkdir(path.dirname(copy), { recursive: true })
    await writeFile(`${copy}.gz`, gzipSync(content, { level: 9 }))
    await writeFile(`${copy}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    compressed++
  }
  return `wrote .gz and .br copies of ${compressed} files to build/precompressed`
}
