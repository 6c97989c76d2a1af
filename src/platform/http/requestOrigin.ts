import { cameThroughTrustedProxy } from './clientAddress'

/**
 * The origin the visitor used to reach us. X-Forwarded-Proto and -Host count only on a request
 * from a proxy of ours (TRUST_PROXY_HOPS, TRUSTED_PROXIES); from anyone else they are the client's
 * own words. Scheme and host in lower case, as origins compare (`HTTPS` is https: a cookie's `Secure`).
 */
export function requestOrigin(headers: Headers, url: { protocol: string; host: string }): string {
  const forwarded = cameThroughTrustedProxy(headers)
  const proto = (forwarded && headers.get('x-forwarded-proto')?.split(',')[0]?.trim()) || url.protocol.replace(/:$/, '')
  const host = (forwarded && headers.get('x-forwarded-host')?.split(',')[0]?.trim()) || headers.get('host') || url.host
  return `${proto}://${host}`.toLowerCase()
}
