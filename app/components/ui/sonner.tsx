import type * as React from 'react'
import { Toaster as Sonner } from 'sonner'

export { toast } from 'sonner'

/** The toast region, styled with the site's tokens. Sonner's list is a polite live region. */
export function Toaster({
  regionLabel,
  dismissLabel,
  ...props
}: React.ComponentProps<typeof Sonner> & { regionLabel: string; dismissLabel: string }) {
  return (
    <Sonner
      position="bottom-center"
      // A toast stays until the visitor dismisses it: one that left after sonner's 4 s would
      // set a time limit on reading it (WCAG 2.2.1).
      duration={Infinity}
      closeButton
      containerAriaLabel={regionLabel}
      toastOptions={{
        closeButtonAriaLabel: dismissLabel,
        classNames: {
          toast: '!rounded-2xl !border-border !bg-card !text-card-foreground !shadow-lg',
          title: '!text-base !font-bold',
          description: '!text-muted-foreground !text-sm',
          closeButton: '!border-border !bg-card !text-foreground',
        },
      }}
      {...props}
    />
  )
}
