import { randomUUID } from 'node:crypto'
import http from 'node:http'

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A JSON POST to the site from a loopback address of our choosing (any of 127.0.0.0/8), with the
 * CSRF cookie, header and same-site Origin a page of the site would send. The site keys its rate
 * limits on the TCP peer; Playwright's request context cannot choose that, so this uses Node's own
 * client.
 */
export function postFrom(
  baseURL: string,
  localAddress: string,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const site = new URL(baseURL)
  const token = randomUUID()
  const body = JSON.stringify(data)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        localAddress,
        method: 'POST',
        path,
        headers: {
          ...headers,
          Host: site.host,
          Origin: site.origin,
          Cookie: `XSRF-TOKEN=${token}`,
          'X-XSRF-TOKEN': token,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
