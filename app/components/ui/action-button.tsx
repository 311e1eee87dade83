import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button, type buttonVariants } from './button'

/**
 * A call to action that may not be wired yet: a client-side link when it has a route (`to`),
 * a plain link for any other URL (`href`), and otherwise an inert `type="button"`.
 */
export function ActionButton({
  to,
  href,
  children,
  ...props
}: { to?: string; href?: string; children: React.ReactNode } & VariantProps<typeof buttonVariants> & {
    className?: string
  }) {
  if (to) {
    return (
      <Button asChild {...props}>
        <Link to={to}>{children}</Link>
      </Button>
    )
  }
  if (href) {
    return (
      <Button asChild {...props}>
        <a href={href}>{children}</a>
      </Button>
    )
  }
  return <Button {...props}>{children}</Button>
}
