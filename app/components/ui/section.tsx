import { type VariantProps, cva } from 'class-variance-authority'
import { createContext, useContext, useId } from 'react'
import type * as React from 'react'

import { cn } from '~/lib/utils'

export const sectionVariants = cva('', {
  variants: {
    tone: {
      default: 'bg-background',
      muted: 'bg-muted',
      primary: 'bg-primary text-primary-foreground print:text-foreground',
    },
    space: {
      default: 'py-16 sm:py-20 lg:py-24',
      /** Sections of running text, read one after the other (the privacy and accessibility pages). */
      text: 'py-7 sm:py-9',
      /** A block of its own colour after a section in the page's tone, whose bottom padding already
          sets it apart (the call-to-action band): no second gap above it. */
      band: 'pb-16 sm:pb-20',
    },
  },
  defaultVariants: { tone: 'default', space: 'default' },
})

/** The tones a page's sections alternate between; the view picks each (app/views). */
export type SectionTone = 'default' | 'muted'

/** The id of the section's title, from Section to its SectionTitle. */
const SectionTitleId = createContext<string | null>(null)

/**
 * A page section, named for assistive technology by its SectionTitle: Section makes the id and
 * points `aria-labelledby` at it, SectionTitle takes it, so no section can set its own label or
 * lose the tie. (Every view's sections are checked for a name in app/views/views.test.tsx.)
 */
export function Section({
  className,
  tone,
  space,
  children,
  ...props
}: Omit<React.ComponentProps<'section'>, 'aria-label' | 'aria-labelledby'> & VariantProps<typeof sectionVariants>) {
  const titleId = useId()
  return (
    <section
      data-slot="section"
      aria-labelledby={titleId}
      className={cn(sectionVariants({ tone, space }), className)}
      {...props}
    >
      <Container>
        <SectionTitleId value={titleId}>{children}</SectionTitleId>
      </Container>
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

export const sectionTitleVariants = cva('font-bold', {
  variants: {
    size: {
      default: 'text-title',
      /** Among sections of running text, where a page has many. */
      text: 'text-2xl leading-tight sm:text-3xl',
    },
  },
  defaultVariants: { size: 'default' },
})

/** The section's <h2>, which names it: only inside a Section. */
export function SectionTitle({
  className,
  size,
  children,
  ...props
}: Omit<React.ComponentProps<'h2'>, 'id'> & VariantProps<typeof sectionTitleVariants>) {
  const id = useContext(SectionTitleId)
  if (!id) throw new Error('SectionTitle is only used inside a Section, which it names')
  return (
    <h2 id={id} data-slot="section-title" className={cn(sectionTitleVariants({ size }), className)} {...props}>
      {children}
    </h2>
  )
}

export function SectionIntro({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="section-intro" className={cn('mt-4 text-lg text-muted-foreground', className)} {...props} />
}
