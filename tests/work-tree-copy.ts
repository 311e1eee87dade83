/**
 * A copy of the work tree in a temporary folder, for tests that change the content or build with
 * it (the editor's journey, the sample-photo build): the real files are never touched.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const rootDir = path.resolve(import.meta.dirname, '..')

/** A copy of the work tree as git sees it (tracked files and new ones not ignored), with node_modules linked. */
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
  symlinkSync(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
  return copy
}

export function removeCopy(dir: string) {
  rmSync(dir, { recursive: true, force: true })
}
