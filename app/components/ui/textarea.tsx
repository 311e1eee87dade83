import type * as React from 'react'

import { cn } from '~/lib/utils'

import { fieldClassName } from './input'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClassName, 'min-h-40 py-3', className)} {...props} />
}
