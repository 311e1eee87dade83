import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '~/lib/utils'

import { Button, buttonVariants } from './button'

/**
 * A call to action that may not be wired yet: a link styled as a button when it has a target
 * (`href`), and otherwise an inert `type="button"`.
 */
export function ActionButton({
  href,
  children,
  variant,
  size,
  className,
}: { href?: string; children: React.ReactNode; className?: string } & VariantProps<typeof buttonVariants>) {
  if (href) {
    return (
      <a href={href} data-slot="button" className={cn(buttonVariants({ variant, size }), className)}>
        {children}
      </a>
    )
  }
  return (
    <Button variant={variant} size={size} className={className}>
      {children}
    </Button>
  )
}
