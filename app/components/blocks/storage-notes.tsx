/**
 * The notes the site keeps in the visitor's browser: each key as the browser's settings show it,
 * and what it is for. tests/e2e/privacy.spec.ts reads the keys from this list (its terms) and fails
 * when the site stores any other.
 */
export function StorageNotes({ notes }: { notes: { key: string; purpose: string }[] }) {
  return (
    <dl className="space-y-4 rounded-card border border-border bg-card p-5 sm:p-6 print:break-inside-avoid">
      {notes.map((note) => (
        <div key={note.key}>
          <dt>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-base font-semibold">{note.key}</code>
          </dt>
          <dd className="mt-1.5">{note.purpose}</dd>
        </div>
      ))}
    </dl>
  )
}
