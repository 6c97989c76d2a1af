/** A video host id: 11 characters of letters, digits, `-` and `_`. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

export const isVideoId = (value: unknown): value is string => typeof value === 'string' && VIDEO_ID_PATTERN.test(value)

export const validateVideoId = (value: unknown): true | string =>
  value == null || value === '' || isVideoId(value) || 'Enter the 11-character id from the video address (after v=).'

/**
 * The privacy-enhanced player, loaded only after the visitor asks for it. rel=0 keeps
 * suggestions to the same channel; controls=0 as the spec asks.
 */
export function playerUrl(videoId: string): string {
  const params = new URLSearchParams({ rel: '0', controls: '0', autoplay: '1', playsinline: '1' })
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`
}

/** The public watch page, for links and structured data. */
export const watchUrl = (videoId: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
