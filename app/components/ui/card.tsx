import type * as React from 'react'

import { cn } from '~/lib/utils'

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'rounded-card border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8 print:break-inside-avoid',
        className,
      )}
      {...props}
    />
  )
}

export function CardIcon({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-icon"
      aria-hidden="true"
      className={cn(
        'mb-5 inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary *:data-[slot=icon]:size-6',
        className,
      )}
      {...props}
    />
  )
}

export function CardTitle({ className, children, ...props }: React.ComponentProps<'h3'>) {
  return (
    <h3 data-slot="card-title" className={cn('text-xl font-bold', className)} {...props}>
      {children}
    </h3>
  )
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('mt-2 text-muted-foreground', className)} {...props} />
}
