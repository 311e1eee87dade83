import { type VariantProps, cva } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '~/lib/utils'

export const sectionVariants = cva('py-16 sm:py-20 lg:py-24', {
  variants: {
    tone: {
      default: 'bg-background',
      muted: 'bg-muted',
      primary: 'bg-primary text-primary-foreground',
    },
  },
  defaultVariants: { tone: 'default' },
})

/** A page section: name it with `aria-labelledby` pointing at its SectionTitle. */
export function Section({
  className,
  tone,
  children,
  ...props
}: React.ComponentProps<'section'> & VariantProps<typeof sectionVariants>) {
  return (
    <section data-slot="section" className={cn(sectionVariants({ tone }), className)} {...props}>
      <Container>{children}</Container>
    </section>
  )
}

export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="container" className={cn('mx-auto w-full max-w-6xl px-5 sm:px-6 lg:px-8', className)} {...props} />
  )
}

export function SectionHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="section-header" className={cn('mb-10 max-w-2xl sm:mb-12', className)} {...props} />
}

export function SectionEyebrow({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="section-eyebrow"
      className={cn('mb-3 text-sm font-bold tracking-wider text-primary uppercase', className)}
      {...props}
    />
  )
}

export function SectionTitle({ className, children, ...props }: React.ComponentProps<'h2'>) {
  return (
    <h2 data-slot="section-title" className={cn('text-title font-bold text-balance', className)} {...props}>
      {children}
    </h2>
  )
}

export function SectionIntro({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="section-intro"
      className={cn('mt-4 text-lg text-pretty text-muted-foreground', className)}
      {...props}
    />
  )
}
