import type { ResponsiveImage } from '../media/responsiveImage'

/** A video poster is drawn at the article's width. */
export const POSTER_SIZES = '(min-width: 64rem) 46rem, 100vw'

type Props = {
  image: ResponsiveImage
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The page's main image loads at once; everything else waits until it is near the viewport. */
  priority?: boolean
  className?: string
  decorative?: boolean
}

/** An uploaded image with every generated width, its intrinsic size (no layout shift) and alt text. */
export function ResponsiveImg({ image, sizes, priority = false, className, decorative = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sizes are generated on upload; no per-request resizing
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
