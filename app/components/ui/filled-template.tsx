import { Fragment } from 'react'

/** A copy string with `{key}` placeholders, filled with text or elements; unknown keys stay as written. */
export function FilledTemplate({ template, values }: { template: string; values: Record<string, React.ReactNode> }) {
  return template
    .split(/(\{\w+\})/)
    .map((part, index) => (
      <Fragment key={index}>
        {part.match(/^\{\w+\}$/) && part.slice(1, -1) in values ? values[part.slice(1, -1)] : part}
      </Fragment>
    ))
}
