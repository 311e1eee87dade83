import { readFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import localEditor, { siteEditor } from '../keystatic.config.ts'

import { editorHeaders, filesPolicy } from './headers.ts'
import { onlineEditorConfig } from './online-config.ts'
import { draftBranchPrefix, previewAddress, previewTemplateFrom, storageFrom } from './settings.ts'

// The settings as docs/deploying.md ("The online editor") writes them.
const documented = {
  storage: 'github:thrive-wellness/site',
  previewUrl: 'https://{branch}-thrive-site.thrive-wellness.workers.dev',
}

describe("the online editor's config, from its settings", () => {
  test('keeps the files in the named GitHub repository and saves every change on a draft branch', () => {
    const online = onlineEditorConfig(siteEditor, documented)
    expect(online.storage).toEqual({ kind: 'github', repo: 'thrive-wellness/site', branchPrefix: 'draft/' })
  })

  test("edits the same entries with the same fields as `npm run edit`, each linking to its page's preview", () => {
    const online = onlineEditorConfig(siteEditor, documented)
    expect(Object.keys(online.singletons)).toEqual(Object.keys(localEditor.singletons ?? {}))
    expect(online.singletons.about?.schema).toBe(localEditor.singletons?.about?.schema)
    expect(online.singletons.about?.previewUrl).toBe('/preview?page=%2Fabout&branch={branch}')
    expect(online.singletons.team?.previewUrl).toBe('/preview?page=%2Fabout&branch={branch}')
    expect(online.singletons.business?.previewUrl).toBe('/preview?page=%2Fcontact&branch={branch}')
    expect(online.singletons.everyPage?.previewUrl).toBe('/preview?page=%2F&branch={branch}')
    for (const entry of Object.values(online.singletons)) expect(entry.previewUrl).toMatch(/&branch=\{branch\}$/)
  })

  test('shows no preview link when no preview address is set', () => {
    const online = onlineEditorConfig(siteEditor, { ...documented, previewUrl: undefined })
    expect(Object.values(online.singletons).map((entry) => 'previewUrl' in entry)).not.toContain(true)
  })

  test('refuses to keep the files on a disk the Worker does not have', () => {
    expect(() => onlineEditorConfig(siteEditor, { ...documented, storage: 'local' })).toThrow(
      /EDITOR_STORAGE: the online editor keeps the files in GitHub/,
    )
  })

  test("`npm run edit` still keeps the files on the owner's disk", () => {
    expect(localEditor.storage).toEqual({ kind: 'local' })
  })
})

describe('EDITOR_STORAGE', () => {
  test('is local when unset or "local", else GitHub with the repository as owner/name', () => {
    expect(storageFrom(undefined)).toEqual({ kind: 'local' })
    expect(storageFrom('local')).toEqual({ kind: 'local' })
    expect(storageFrom(' github:a-b/c.d ')).toEqual({
      kind: 'github',
      repo: 'a-b/c.d',
      branchPrefix: draftBranchPrefix,
    })
  })

  test('names what it expects when it reads something else', () => {
    for (const wrong of ['github', 'github:site', 'thrive/site', 'github:https://github.com/thrive/site']) {
      expect(() => storageFrom(wrong)).toThrow(`EDITOR_STORAGE: expected "local" or "github:"`)
    }
  })
})

describe('EDITOR_PREVIEW_URL and the preview of a draft', () => {
  test('is an https address naming {branch}', () => {
    expect(previewTemplateFrom(undefined)).toBeUndefined()
    expect(previewTemplateFrom('https://{branch}-site.x.workers.dev/')).toBe('https://{branch}-site.x.workers.dev')
    for (const wrong of ['http://{branch}.example.ca', 'https://preview.example.ca']) {
      expect(() => previewTemplateFrom(wrong)).toThrow('EDITOR_PREVIEW_URL: expected an https address with {branch}')
    }
  })

  test("leads to the page on the host's preview of the draft, named as a host name can hold it", () => {
    const template = 'https://{branch}-thrive-site.owner.workers.dev'
    expect(previewAddress(template, 'draft/New phone_number', '/contact')).toBe(
      'https://draft-new-phone-number-thrive-site.owner.workers.dev/contact',
    )
    expect(previewAddress(template, 'draft/x', '/')).toBe('https://draft-x-thrive-site.owner.workers.dev/')
  })

  test('exists for drafts only, and only for a page of the site', () => {
    const template = 'https://{branch}-site.owner.workers.dev'
    expect(previewAddress(template, 'main', '/')).toBeUndefined()
    expect(previewAddress(template, 'draft/', '/')).toBeUndefined()
    expect(previewAddress(template, 'draft/x', '//evil.example')).toBeUndefined()
    expect(previewAddress(template, 'draft/x', 'https://evil.example')).toBeUndefined()
  })
})

test("the editor's static files carry the headers its Worker sends with the files' policy (public/_headers)", () => {
  const written = readFileSync(new URL('public/_headers', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^\s+\S/.test(line))
    .map((line) => line.trim())
  expect(written).toEqual(Object.entries(editorHeaders(filesPolicy)).map(([name, value]) => `${name}: ${value}`))
})
