import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { Link } from 'react-router'

import { cn } from '~/lib/utils'

import { Button, buttonVariants } from './button'

/**
 * A call to action that may not be wired yet: a client-side link when it has a route (`to`),
 * a plain link for any other URL (`href`), and otherwise an inert `type="button"`.
 */
export function ActionButton({
  to,
  href,
  children,
  variant,
  size,
  className,
}: { to?: string; href?: string; children: React.ReactNode; className?: string } & VariantProps<
  typeof buttonVariants
>) {
  const classes = cn(buttonVariants({ variant, size }), className)
  if (to) {
    return (
      <Link to={to} data-slot="button" className={classes}>
        {children}
      </Link>
    )
  }
  if (href) {
    return (
      <a href={href} data-slot="button" className={classes}>
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
