import { cn } from '~/lib/utils'

/**
 * Concentric circles in the current colour, a decoration behind a block's text (the page hero,
 * the call-to-action band). The outer rings are drawn as strokes; with `filledCore` the
 * innermost is a disc. In forced colours it is not drawn: the browser would back the text over it
 * with a plain box, cutting the rings in hard rectangles.
 */
export function Rings({
  radii,
  filledCore = false,
  className,
}: {
  radii: number[]
  filledCore?: boolean
  className?: string
}) {
  // The outer ring fills 95 % of the box, so its stroke is never clipped.
  const size = Math.round((2 * Math.max(...radii)) / 0.95)
  const centre = size / 2
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${size} ${size}`}
      className={cn('pointer-events-none absolute forced-colors:hidden', className)}
    >
      {radii.map((r, index) =>
        filledCore && index === radii.length - 1 ? (
          <circle key={r} cx={centre} cy={centre} r={r} fill="currentColor" />
        ) : (
          <circle key={r} cx={centre} cy={centre} r={r} fill="none" stroke="currentColor" strokeWidth="2" />
        ),
      )}
    </svg>
  )
}
