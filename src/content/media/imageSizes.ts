/**
 * Responsive renditions made for every upload, all WebP: card thumbnails, in-article widths and
 * a large size for wide screens and social previews.
 */
export const IMAGE_SIZES = [
  { name: 'w480', width: 480 },
  { name: 'w800', width: 800 },
  { name: 'w1200', width: 1200 },
  { name: 'w1600', width: 1600 },
] as const

export type ImageSizeName = (typeof IMAGE_SIZES)[number]['name']
