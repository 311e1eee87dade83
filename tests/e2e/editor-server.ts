/**
 * The owner's editor (`npm run edit`) for the browser tests, run in a copy of the work tree
 * (tests/work-tree-copy.ts) so that what the tests save never touches the real files.
 */
import { type ChildProcess, spawn } from 'node:child_process'

import { testPorts } from '../../scripts/test-ports.mjs'

export { copyWorkTree, removeCopy } from '../work-tree-copy.ts'

const editorPort = testPorts.editor

export interface RunningEditor {
  origin: string
  output: () => string
  stop: () => Promise<void>
}

/** Starts `npm run edit`'s script in `dir` and resolves once it has announced the editor's address. */
export function startEditor(dir: string, port = editorPort): Promise<RunningEditor> {
  const child: ChildProcess = spawn(process.execPath, ['editor/edit.mjs', '--port', String(port)], {
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
