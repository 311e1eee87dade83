import { Fragment } from 'react'

import { placeholderParts } from '~/content/placeholders'

/** A copy string with `{key}` placeholders, filled with text or elements; unknown keys stay as written. */
export function FilledTemplate({ template, values }: { template: string; values: Record<string, React.ReactNode> }) {
  return placeholderParts(template).map((part, index) => (
    <Fragment key={index}>
      {typeof part === 'string' ? part : part.name in values ? values[part.name] : `{${part.name}}`}
    </Fragment>
  ))
}
