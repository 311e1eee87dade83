/**
 * The online editor's settings (docs/deploying.md, "The online editor"), read when it is built:
 *
 *   EDITOR_STORAGE       where the owner's files are kept: `local` (the owner's disk: `npm run edit`)
 *                        or `github:owner/name` (the site's repository). The online editor runs on a
 *                        Worker, which has no disk: it needs `github:…`.
 *   EDITOR_PREVIEW_URL   the address of a draft's preview on the host, `{branch}` standing for the
 *                        draft's name as the host writes it in an address (previewAddress below).
 *
 * Every save is a commit on a draft branch named `draft/…` (draftBranchPrefix); publishing is
 * merging that branch, and the host's build of the site checks the content as it always does.
 */
import { pageIds, pageTable } from '../../app/content/pages.ts'

/** Keystatic writes every draft on a branch named so (its `branchPrefix`), never on the published branch. */
export const draftBranchPrefix = 'draft/'

export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}`; branchPrefix: string }

/** EDITOR_STORAGE read, or an error that says what it expects. */
export function storageFrom(setting: string | undefined): EditorStorage {
  const value = setting?.trim() ?? ''
  if (value === '' || value === 'local') return { kind: 'local' }
  const github = /^github:([\w.-]+)\/([\w.-]+)$/.exec(value)
  if (!github) {
    throw new Error(
      `EDITOR_STORAGE: expected "local" or "github:" and the repository as owner/name, such as github:thrive/site; found "${value}"`,
    )
  }
  return { kind: 'github', repo: `${github[1]}/${github[2]}`, branchPrefix: draftBranchPrefix }
}

/** EDITOR_PREVIEW_URL read: an https address naming `{branch}`, or none (then the editor shows no preview link). */
export function previewTemplateFrom(setting: string | undefined): string | undefined {
  const value = setting?.trim() ?? ''
  if (value === '') return undefined
  if (!value.startsWith('https://') || !value.includes('{branch}')) {
    throw new Error(
      `EDITOR_PREVIEW_URL: expected an https address with {branch} where the draft's name goes, such as https://{branch}-thrive-site.owner.workers.dev; found "${value}"`,
    )
  }
  return value.replace(/\/+$/, '')
}

/**
 * The page of the site that shows a data file, for the preview link of the entry that edits it:
 * the first page whose words it holds (app/content/pages.ts: the team is on the about page), the
 * business's facts on the contact page, the not-found page at an unknown address, and the words on
 * every page on the home page.
 */
export function previewPageOf(file: string): string {
  const page = pageIds.find((id) => (pageTable[id].dataFiles as readonly string[]).includes(file))
  if (page) return pageTable[page].paths.en
  if (file === 'business') return pageTable.contact.paths.en
  if (file === 'not-found') return '/404'
  return pageTable.home.paths.en
}

/**
 * The address of a draft's preview. Keystatic puts the branch's name into a preview link as it
 * is (`draft/new-phone`, a slash and all: node_modules/@keystatic/core/dist/keystatic-core-ui.js),
 * which no host name can hold; the hosts name a branch's preview by the branch's name in lower
 * case with every other character a hyphen (`draft-new-phone`). So the editor's links go to its
 * own /preview, which sends the owner on to this address. Only drafts have a preview: the
 * published branch is the site itself.
 */
export function previewAddress(template: string, branch: string, page: string): string | undefined {
  if (!branch.startsWith(draftBranchPrefix) || branch.length === draftBranchPrefix.length) return undefined
  if (!page.startsWith('/') || page.startsWith('//')) return undefined
  const hostLabel = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${template.replace('{branch}', hostLabel)}${page === '/' ? '/' : page}`
}

/** The editor's own link to a draft's preview of `page` (Keystatic fills in `{branch}`). */
export const previewLink = (page: string) => `/preview?page=${encodeURIComponent(page)}&branch={branch}`
