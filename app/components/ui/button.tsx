import { type VariantProps, cva } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '~/lib/utils'

export const buttonVariants = cva(
  'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-full text-center font-semibold text-balance transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed *:data-[slot=icon]:pointer-events-none *:data-[slot=icon]:shrink-0 print:hidden forced-colors:border',
  {
    variants: {
      // Each variant sets its focus ring's colour: on the brand colour the usual one would vanish.
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:outline-ring',
        outline: 'border border-input bg-card text-foreground hover:bg-muted focus-visible:outline-ring',
        ghost: 'text-foreground hover:bg-muted focus-visible:outline-ring',
        inverse:
          'bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:outline-primary-foreground',
        inverseOutline:
          'border border-primary-foreground text-primary-foreground hover:bg-primary-foreground/10 focus-visible:outline-primary-foreground',
      },
      size: {
        // Heights are minimums: a long label (French runs longer) wraps inside its button at 320 px
        // rather than running out of its card.
        sm: 'min-h-10 px-4 py-1.5 text-sm *:data-[slot=icon]:size-4',
        md: 'min-h-11 px-5 py-2 text-base *:data-[slot=icon]:size-5',
        lg: 'min-h-12 px-7 py-2.5 text-base *:data-[slot=icon]:size-5',
        icon: 'size-11 *:data-[slot=icon]:size-5',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

/** A button; for a link styled as one, use ActionButton (or `buttonVariants` on a Link). */
export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return (
    <button
      data-slot="button"
      // A bare <button> defaults to submit; ours only submit when asked to.
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
