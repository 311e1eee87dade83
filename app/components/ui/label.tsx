import type * as React from 'react'

import { cn } from '~/lib/utils'

export function Label({ className, htmlFor, ...props }: React.ComponentProps<'label'> & { htmlFor: string }) {
  return <label data-slot="label" htmlFor={htmlFor} className={cn('text-sm font-semibold', className)} {...props} />
}
