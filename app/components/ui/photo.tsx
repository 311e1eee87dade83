import { cn } from '~/lib/utils'
import type { ResponsivePhoto } from '~/lib/photos'

/**
 * A photo in AVIF and WebP at the widths its layout uses (app/lib/photos.ts). Its width and height
 * hold its place before it arrives (no layout shift). On the first screen it is fetched first
 * (`fetchpriority="high"`); below it, only when the visitor scrolls near it (`loading="lazy"`).
 */
export function Photo({
  photo,
  placement,
  className,
}: {
  photo: ResponsivePhoto
  placement: 'first-screen' | 'below-first-screen'
  className?: string
}) {
  const firstScreen = placement === 'first-screen'
  return (
    <picture data-slot="photo">
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={photo.sizes} />
      ))}
      <img
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : undefined}
        decoding={firstScreen ? 'sync' : 'async'}
        className={cn('object-cover', className)}
      />
    </picture>
  )
}
