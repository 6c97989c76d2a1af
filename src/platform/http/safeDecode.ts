/**
 * `decodeURIComponent` that answers `null` for malformed input (`%E0%A4%A`, a lone `%`) instead of
 * throwing, so a badly encoded URL becomes a 404 rather than a 500. The one way we decode a path
 * segment or a query value.
 */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/** Every segment decoded, or `null` when any of them is malformed. */
export function safeDecodeAll(values: readonly string[]): string[] | null {
  const decoded = values.map(safeDecode)
  return decoded.every((value): value is string => value !== null) ? decoded : null
}

/**
 * Dynamic route params as a page component receives them, decoded. Next 16 hands params to page
 * components percent-encoded (`encodeURIComponent` of the matched value, see
 * next/dist/shared/lib/router/utils/get-dynamic-param.js) but to `generateMetadata` and route
 * handlers already decoded, where decoding again breaks on a `%`: `/search/100%25` arrives as
 * `100%25` in the page and `100%` in its metadata. `null` when a value does not decode.
 */
export function pageParams(values: readonly string[]): string[] | null {
  return safeDecodeAll(values)
}
