export const HTTPS_URL_MESSAGE =
  'Enter a full https:// address, for example https://www.example.com/, or leave it empty.'

/** An address for a button out of the site: empty (no button), or an https URL with a host name. */
export function isHttpsUrlOrEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string' || value !== value.trim() || !URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
}

/** Payload field validation for such an address. */
export const httpsUrlOrEmpty = (value: unknown): true | string => isHttpsUrlOrEmpty(value) || HTTPS_URL_MESSAGE
