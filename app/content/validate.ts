/**
 * Reads the owner's data files and checks them against the content schema (app/content/schema/),
 * collecting every problem in every file before it stops, so that one build run lists all there
 * is to fix. Each problem names the file, the field and what was expected and found, in words a
 * non-developer can act on (docs/editing.md shows them). Plain TypeScript on purpose: the site's build (through
 * app/content/index.ts) and `npm run launch-check` (on plain Node) both call it.
 */
import { z } from 'astro/zod'

import { type ContentData, type ContentFileName, contentFileSchemas } from './schema/index.ts'
import { fieldNamesAt } from './schema/shape.ts'
import { type Locale, languageNames } from './pages.ts'

/** Where the data files live, as the owner's error messages name them. */
export const contentDataFolder = 'app/content/data'

export interface ContentProblem {
  /** The file as the owner finds it: `app/content/data/business.json`. */
  file: string
  /** Where in the file: `phone`, `members › item 2 › bio › fr`; empty for the whole file. */
  field: string
  /** What was expected and what was found. */
  message: string
}

export function describeProblem({ file, field, message }: ContentProblem) {
  return `${file}${field ? ` › ${field}` : ''}: ${message}`
}

export class ContentError extends Error {
  readonly problems: ContentProblem[]

  constructor(problems: ContentProblem[]) {
    const count = problems.length === 1 ? 'One problem' : `${problems.length} problems`
    super(
      `${count} in the site's content: no page can be built until each is fixed. Fix them, save, and build again:\n` +
        problems.map((problem) => `  - ${describeProblem(problem)}`).join('\n'),
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** Every data file's name (`business`), in the schema's order. */
const contentFileNames = Object.keys(contentFileSchemas) as ContentFileName[]

export const contentFilePath = (name: string) => `${contentDataFolder}/${name}.json`

/**
 * `files` maps each data file's name (`business`) to its text. Returns the checked content, or
 * throws a ContentError listing every problem in every file.
 */
export function parseContentFiles(files: Record<string, string>): ContentData {
  const problems: ContentProblem[] = []
  const content: Partial<Record<ContentFileName, unknown>> = {}

  for (const name of Object.keys(files)) {
    if (!contentFileNames.includes(name as ContentFileName)) {
      problems.push({
        file: contentFilePath(name),
        field: '',
        message: `this file is not part of the site's content (expected only ${contentFileNames.map((known) => `${known}.json`).join(', ')}): rename or remove it`,
      })
    }
  }

  for (const name of contentFileNames) {
    const file = contentFilePath(name)
    const source = files[name]
    if (source === undefined) {
      problems.push({ file, field: '', message: 'this file is missing: restore it from the last published version' })
      continue
    }
    const parsed = parseJson(source)
    if ('problem' in parsed) {
      problems.push({ file, field: '', message: parsed.problem })
      continue
    }
    const schema = contentFileSchemas[name]
    const result = schema.safeParse(parsed.value, { reportInput: true, error: messageForSchemaSilence })
    if (result.success) content[name] = result.data
    else
      problems.push(
        ...result.error.issues.flatMap((issue) =>
          describeIssue(issue, schema).map((problem) => ({ file, ...problem })),
        ),
      )
  }

  if (problems.length) throw new ContentError(problems)
  return content as ContentData
}

/** JSON.parse, with a failure given as the line and column an editor shows. */
function parseJson(source: string): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(source) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const position = Number(/at position (\d+)/.exec(reason)?.[1] ?? source.length)
    const before = source.slice(0, position).split('\n')
    const line = before.length
    const column = (before.at(-1)?.length ?? 0) + 1
    const what = reason
      .replace(/ in JSON at position.*$/s, '')
      .replace(/^Unexpected end of JSON input$/, 'The file ends too early')
    return {
      problem: `line ${line}, column ${column}: this is not valid JSON (${what}). A comma, quote or bracket is probably missing or extra just before this point`,
    }
  }
}

/** A field path as the owner reads it: list positions counted from 1. */
export function fieldPath(path: readonly PropertyKey[]) {
  return path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key))).join(' › ')
}

function describeFound(input: unknown): string {
  if (input === undefined) return 'nothing (the field is missing)'
  if (input === '') return 'an empty field'
  if (Array.isArray(input)) return `a list of ${input.length}`
  if (input === null) return 'null'
  if (typeof input === 'object') return 'a group of fields'
  const shown = JSON.stringify(input)
  return shown.length > 80 ? `${shown.slice(0, 77)}…"` : shown
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
}

const zodEnglish = z.locales.en().localeError

/**
 * What a field expects when its schema says nothing: Zod uses it only where the schema sets no
 * message of its own (a schema's message takes precedence over the one a parse is given), and it
 * reads as the schema's do, starting with "expected".
 */
function messageForSchemaSilence(issue: z.core.$ZodRawIssue) {
  if (issue.code === 'invalid_type') return `expected ${typeNames[issue.expected] ?? issue.expected}`
  if (issue.code === 'invalid_value')
    return `expected one of: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
  const zodMessage = zodEnglish(issue)
  return `expected something else (${typeof zodMessage === 'string' ? zodMessage : (zodMessage?.message ?? 'Invalid input')})`
}

/** The known name within two edits of `key`, if there is one. */
function closestName(key: string, known: string[]) {
  // Levenshtein distance, one row at a time.
  const distance = (a: string, b: string) => {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
    for (const [i, charA] of [...a].entries()) {
      const current = [i + 1]
      for (const [j, charB] of [...b].entries()) {
        current.push(
          Math.min((previous[j + 1] ?? 0) + 1, (current[j] ?? 0) + 1, (previous[j] ?? 0) + (charA === charB ? 0 : 1)),
        )
      }
      previous = current
    }
    return previous[b.length] ?? 0
  }
  const [best] = known
    .map((name) => ({ name, score: distance(key.toLowerCase(), name.toLowerCase()) }))
    .sort((first, second) => first.score - second.score)
  return best && best.score <= 2 ? best.name : undefined
}

function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType): Omit<ContentProblem, 'file'>[] {
  const field = fieldPath(issue.path)
  const input = 'input' in issue ? issue.input : undefined
  if (issue.code === 'unrecognized_keys') {
    // The fields the group at the issue's path knows, read from the schema itself (schema/shape.ts).
    const known = fieldNamesAt(schema, issue.path)
    return issue.keys.map((key) => {
      const guess = closestName(key, known)
      return {
        field: fieldPath([...issue.path, key]),
        message: `unknown field "${key}"${guess ? ` (did you mean "${guess}"?)` : ''}: correct its name or remove it`,
      }
    })
  }
  const last = issue.path.at(-1)
  const language =
    typeof last === 'string' && last in languageNames
      ? `the ${languageNames[last as Locale].inEnglish} text`
      : undefined
  const expected = issue.code === 'invalid_type' && language ? `expected ${language}` : issue.message
  return [{ field, message: `${expected}; found ${describeFound(input)}` }]
}
