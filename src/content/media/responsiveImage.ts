import { IMAGE_SIZES } from './imageSizes'
import { mediaUrl } from './mediaDir'

/** What a page needs to draw an uploaded image without layout shift: sizes, widths, alt text. */
export type ResponsiveImage = {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
}

type MediaSize = { filename?: string | null; width?: number | null; height?: number | null }
export type MediaDoc = MediaSize & { alt?: string | null; sizes?: Partial<Record<string, MediaSize>> | null }

/** A populated upload field → src, srcset (every generated WebP width) and intrinsic size. */
export function responsiveImage(media: unknown): ResponsiveImage | null {
  if (!media || typeof media !== 'object') return null
  const doc = media as MediaDoc
  if (!doc.filename || !doc.width || !doc.height) return null
  const renditions = IMAGE_SIZES.map(({ name }) => doc.sizes?.[name])
    .filter((size): size is MediaSize & { filename: string; width: number } => Boolean(size?.filename && size.width))
    .sort((a, b) => a.width - b.width)
  const middle = renditions.find((size) => size.width >= 800) ?? renditions.at(-1)
  return {
    src: mediaUrl(middle?.filename ?? doc.filename),
    srcSet: renditions.map((size) => `${mediaUrl(size.filename)} ${size.width}w`).join(', '),
    width: doc.width,
    height: doc.height,
    alt: doc.alt ?? '',
  }
}
