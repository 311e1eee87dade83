import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names. Unlike shadcn's default it does not run tailwind-merge (9 KB gzip on every
 * page): components take a `className` only for layout (margins, width, grid placement) and
 * never for a property their own classes already set.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
