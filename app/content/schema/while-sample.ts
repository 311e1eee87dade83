/**
 * What `npm run launch-check` says of a group while its "sample" box is ticked (fields.ts
 * `sample`): the words that tell the owner what to put there instead, written beside the fields
 * they are about, from the group's own value. app/content/stand-ins.ts finds every such group in
 * the data by its schema (shape.ts `valuesWithSchemas`) and lists those still ticked.
 */
import type { z } from 'astro/zod'

import { unwrap } from './shape.ts'

type SampleMessage<Value> = (value: Value) => string

/** `group`, which launch-check lists with `message` while its `sample` is true. */
export function whileSample<Group extends z.ZodType>(group: Group, message: SampleMessage<z.output<Group>>): Group {
  return group.meta({ whileSample: message })
}

/** The message `whileSample` gave `schema` or a layer under its wrappers, if any. */
export function sampleMessageOf(schema: z.ZodType): SampleMessage<never> | undefined {
  for (const layer of unwrap(schema).layers) {
    const message = layer.meta()?.whileSample
    if (typeof message === 'function') return message as SampleMessage<never>
  }
  return undefined
}
