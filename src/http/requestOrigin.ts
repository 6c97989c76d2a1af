/** The origin the visitor used to reach us, honouring a reverse proxy's forwarded headers. */
export function requestOrigin(headers: Headers, url: { protocol: string; host: string }): string {
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(/:$/, '')
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || url.host
  return `${proto}://${host}`
}
