/**
 * The project brings its own Node (the `node` devDependency, which npm scripts find first on
 * PATH); see docs/decisions/2026-11-23-node-24.md. These fail when a script silently falls back
 * to the system Node, or when a dependency needs a Node the project does not bring.
 */
import { readFileSync } from 'node:fs'

import semver from 'semver'
import { expect, test } from 'vitest'

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies: Record<string, string>
  engines: { node: string }
}
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }>
}
const projectNode = manifest.devDependencies.node ?? 'no node devDependency'

test('the tests run on the Node the project brings, not on the system one', () => {
  expect(process.versions.node).toBe(projectNode)
  expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true)
  expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(String(semver.major(projectNode)))
  expect(readFileSync('.node-version', 'utf8').trim()).toBe(String(semver.major(projectNode)))
})

// What `engine-strict` used to guard: npm runs on the system Node while it installs, so it can
// only warn. This checks every locked package that installs on this platform against the Node
// that actually runs them.
const installsHere = (entry: { os?: string[]; cpu?: string[] }) =>
  (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch))

test('every installed package accepts the project’s Node', () => {
  const refused = Object.entries(lockfile.packages)
    .filter(([location, entry]) => location !== '' && installsHere(entry))
    .flatMap(([location, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      if (!wanted || semver.satisfies(projectNode, wanted, { includePrerelease: true })) return []
      return [`${location.replace(/^.*node_modules\//, '')} wants Node ${wanted}`]
    })
  expect(refused).toEqual([])
})
