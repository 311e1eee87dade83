/**
 * The owner's editor (`npm run edit`) for the browser tests, run in a copy of the work tree so that
 * what the tests save never touches the real files: the tracked and new files are copied to a
 * temporary folder, node_modules is linked, and scripts/edit.mjs starts there.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const rootDir = path.resolve(import.meta.dirname, '../..')
export const editorPort = Number(process.env.E2E_EDITOR_PORT ?? 4177)

/** A copy of the work tree as git sees it (tracked files and new ones not ignored), with node_modules linked. */
export function copyWorkTree() {
  const copy = mkdtempSync(path.join(tmpdir(), 'editor-copy-'))
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

export interface RunningEditor {
  origin: string
  output: () => string
  stop: () => Promise<void>
}

/** Starts `npm run edit`'s script in `dir` and resolves once it has announced the editor's address. */
export function startEditor(dir: string, port = editorPort): Promise<RunningEditor> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/edit.mjs', '--port', String(port)], {
    cwd: dir,
    // Its own process group, so that stopping it also stops astro.
    detached: true,
    env: { ...process.env, LANG: 'en_CA.UTF-8', LC_ALL: '', LC_MESSAGES: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.pid === undefined) return resolve()
      child.once('exit', () => resolve())
      process.kill(-child.pid, 'SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The editor did not start within 60 s:\n${output}`)), 60_000)
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.stdout?.on('data', (chunk) => {
      output += chunk
      const editor = /Editor:\s+(http:\/\/[^/\s]+)\/keystatic/.exec(output)
      if (editor?.[1]) {
        clearTimeout(timer)
        resolve({ origin: editor[1], output: () => output, stop })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The editor stopped (exit ${code}):\n${output}`))
    })
  })
}

export function removeCopy(dir: string) {
  rmSync(dir, { recursive: true, force: true })
}
