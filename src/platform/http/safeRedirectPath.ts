import { safeDecode } from './safeDecode'

const BASE = 'http://same-site.invalid'

/** Another site to a browser: `//host`, `/\host`. */
const NETWORK_PATH = /^\/[/\\]/
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// Raw targets also refuse spaces and backslashes: a real URL encodes them, and browsers drop tabs
// and newlines and read `\` as `/`, so `/\t/evil.example` would become `//evil.example`.
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_RAW = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/

/**
 * The only redirect targets we send a browser to: a path on this site, kept as given, or else `/`.
 * Same-site means one `/` then a path character: never `//host` or `/\host`, never a scheme
 * (`https:`, `javascript:`), no control character, and none of that hidden behind
 * percent-encoding (`/%2F%2Fevil.example`, `/%5Cevil.example`) for a server that decodes it later.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/'
  if (!value.startsWith('/') || NETWORK_PATH.test(value) || UNSAFE_RAW.test(value)) return '/'
  const decoded = safeDecode(value)
  if (decoded === null || NETWORK_PATH.test(decoded) || CONTROL.test(decoded)) return '/'
  // The browser's own reading of it as the last word: it must stay on this origin.
  try {
    return new URL(value, BASE).origin === BASE ? value : '/'
  } catch {
    return '/'
  }
}
