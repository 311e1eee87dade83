/**
 * Every photo in a page's content, found by its shape wherever a page puts one (`photo()` in
 * app/content/schema/page-parts.ts: a file and its alt text, `{ src?, alt }`), and replaced by what
 * a resolver makes of it. The page entry hands in Astro's image pipeline (app/pages/[...path].astro,
 * app/lib/photos.ts); the content layer itself stays plain TypeScript that unit tests run. A new
 * photo field, on any page, needs no change here or in the route.
 */
import type { PageId } from './pages.ts'
import type { SiteContent } from './types.ts'

/** A photo as a page's content holds it, in one language: a file (until the owner adds one, none) and its alt text. */
export interface PhotoField {
  src?: string
  alt: string
}

/** A photo the owner has added: its file is named. */
export type PhotoFile = Required<PhotoField>

/**
 * `T` with each photo replaced by what the resolver made of it, or `undefined` where no file is
 * named (the page keeps its drawing). An object is a photo when it holds `alt` and at most `src`.
 */
export type WithPhotos<T, Resolved> = T extends PhotoField
  ? [Exclude<keyof T, keyof PhotoField>] extends [never]
    ? Resolved | undefined
    : { [Key in keyof T]: WithPhotos<T[Key], Resolved> }
  : T extends object
    ? { [Key in keyof T]: WithPhotos<T[Key], Resolved> }
    : T

function isPhotoField(value: object): value is PhotoField {
  const keys = Object.keys(value)
  return (
    'alt' in value &&
    typeof value.alt === 'string' &&
    keys.every((key) => key === 'src' || key === 'alt') &&
    (!('src' in value) || value.src === undefined || typeof value.src === 'string')
  )
}

/** `value` with `map` applied to each photo in it, wherever it is; everything else as it was. */
function mapPhotos(value: unknown, map: (photo: PhotoField) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapPhotos(item, map))
  if (typeof value !== 'object' || value === null) return value
  if (isPhotoField(value)) return map(value)
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mapPhotos(field, map)]))
}

/** `content` with every photo in it resolved by `resolve`, all at once; everything else as it was. */
export async function resolvePhotos<T, Resolved>(
  content: T,
  resolve: (photo: PhotoFile) => Promise<Resolved>,
): Promise<WithPhotos<T, Resolved>> {
  const photos: PhotoField[] = []
  mapPhotos(content, (photo) => photos.push(photo))
  const resolved = new Map(
    await Promise.all(
      photos.map(
        async (photo) => [photo, photo.src ? await resolve({ src: photo.src, alt: photo.alt }) : undefined] as const,
      ),
    ),
  )
  return mapPhotos(content, (photo) => resolved.get(photo)) as WithPhotos<T, Resolved>
}

/** `content` as it shows with no photo: each one left out, so the page keeps its drawings (the views' tests). */
export function withoutPhotos<T>(content: T): WithPhotos<T, never> {
  return mapPhotos(content, () => undefined) as WithPhotos<T, never>
}

/**
 * One page's whole content as its view reads it: the page's own photos resolved, the other pages'
 * left out (undefined), since a page shows only its own and each resolved photo is files the
 * build writes.
 */
export async function withPagePhotos<Resolved>(
  site: SiteContent,
  page: PageId,
  resolve: (photo: PhotoFile) => Promise<Resolved>,
): Promise<WithPhotos<SiteContent, Resolved>> {
  const own = await resolvePhotos(site[page], resolve)
  return { ...withoutPhotos(site), [page]: own } as WithPhotos<SiteContent, Resolved>
}
