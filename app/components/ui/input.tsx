import type * as React from 'react'

import { cn } from '~/lib/utils'

/** Shared by Input and Textarea so both fields look and focus alike. */
export const fieldClassName =
  'w-full rounded-xl border border-input bg-card px-4 text-base text-foreground transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60'

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(fieldClassName, 'h-12', className)} {...props} />
}
