/**
 * A copy of the work tree in a temporary folder, for tests that change the content or build with
 * it (the editor's journey, the sample-photo build): the real files are never touched.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const rootDir = path.resolve(import.meta.dirname, '..')

/**
 * The caches Astro and Vite keep in node_modules: each copy has its own, so that builds of two
 * copies, or of a copy and the work tree, never write one file while the other reads it (Astro
 * writes a cached image in place, and copies it into a build if it is there), and the editor's
 * dev server in a copy leaves the owner's `npm run edit` cache alone (editor/astro.edit.config.ts).
 */
const ownCaches = new Set(['.astro', '.vite', '.vite-editor'])

/**
 * A copy of the work tree as git sees it (tracked files and new ones not ignored), with each
 * package of node_modules linked, and the caches its own: Astro's images start as those the work
 * tree's builds have made so far, so that a copy made after the site's build makes none again.
 */
export function copyWorkTree() {
  const copy = mkdtempSync(path.join(tmpdir(), 'site-copy-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: rootDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    // A file deleted in the work tree but still tracked is simply not copied.
    try {
      cpSync(path.join(rootDir, file), path.join(copy, file))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  const modules = path.join(rootDir, 'node_modules')
  mkdirSync(path.join(copy, 'node_modules'))
  for (const entry of readdirSync(modules)) {
    if (!ownCaches.has(entry)) symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry))
  }
  const images = path.join(modules, '.astro', 'assets')
  if (existsSync(images)) cpSync(images, path.join(copy, 'node_modules', '.astro', 'assets'), { recursive: true })
  return copy
}

export function removeCopy(dir: string) {
  rmSync(dir, { recursive: true, force: true })
}
