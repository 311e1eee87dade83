import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { buildStepsRoute, clientDir, rootDir } from '../../scripts/site-files.mjs'

/*
 * The owner's editor (`npm run edit`, editor/) runs on the owner's machine only
 * (docs/editing.md). Nothing of it may reach the public site: no page or route of the editor, no
 * reference to its save API, no byte of its code. These gates read what `npm run build` wrote.
 */
const editorTraces = [/keystatic/i, /keystar/i]

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )
}

const files = filesUnder(clientDir)
const relative = (file: string) => path.relative(clientDir, file)
const readable = files.filter((file) => !/\.(png|jpe?g|webp|avif|woff2?|ico)$/.test(file))

describe('the public build holds nothing of the editor', () => {
  test('no file or folder is named after the editor or its save API', () => {
    const named = files.map(relative).filter((name) => editorTraces.some((trace) => trace.test(name)))
    expect(named).toEqual([])
  })

  test('no built file mentions the editor, its /keystatic page or its API', () => {
    expect(readable.length).toBeGreaterThan(10)
    const mentions = readable.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return editorTraces.filter((trace) => trace.test(text)).map((trace) => `${relative(file)}: ${trace}`)
    })
    expect(mentions).toEqual([])
  })

  test('every page is a static file: the build wrote no server code', () => {
    const buildFolders = readdirSync(path.join(rootDir, 'build'))
    expect(buildFolders).not.toContain('server')
    expect(files.filter((file) => /\.(mjs|cjs)$/.test(file)).map(relative)).toEqual([])
  })

  test("the editor's packages are development tools, never the site's dependencies", () => {
    const manifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as Record<
      'dependencies' | 'devDependencies',
      Record<string, string>
    >
    const editorPackages = Object.keys(manifest.devDependencies).filter((name) => name.startsWith('@keystatic/'))
    expect(editorPackages.sort()).toEqual(['@keystatic/astro', '@keystatic/core'])
    expect(Object.keys(manifest.dependencies).filter((name) => /keystatic|keystar/.test(name))).toEqual([])
  })

  test("the online editor's adapter and Worker tools are its own (editor/online), never the site's", () => {
    const manifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as Record<
      'dependencies' | 'devDependencies',
      Record<string, string>
    >
    const siteNames = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]
    expect(
      siteNames.filter((name) => /^(@astrojs\/cloudflare|@cloudflare\/|wrangler$|miniflare$|workerd$)/.test(name)),
    ).toEqual([])
    expect(files.map(relative).filter((name) => /^(_worker\.js|_routes\.json|wrangler\.json)/.test(name))).toEqual([])
  })
})

describe('the public build holds nothing of the build itself', () => {
  test("what the build's own steps read from the content is not left in the site", () => {
    expect(files.length).toBeGreaterThan(10)
    expect(files).not.toContain(buildStepsRoute.file)
  })
})
