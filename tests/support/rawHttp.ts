import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'

/** Listens on a free loopback port; resolves to the port. */
export async function listening(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** Closes `server`; resolves once it has stopped. */
export const closing = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/**
 * Sends `text` as it is over a TCP connection (fetch cannot send `GET *`, TRACE or a lying
 * Content-Length) and resolves to everything the server sent until it closed the connection,
 * or until `quietMs` passed without a byte.
 */
export function rawRequest(port: number, text: string | Buffer, { quietMs = 1_000 } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    let timer: NodeJS.Timeout | undefined
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(received)
    }
    const quiet = () => {
      clearTimeout(timer)
      timer = setTimeout(finish, quietMs)
    }
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      quiet()
    })
    socket.on('end', finish)
    socket.on('close', finish)
    // The server may close while we still write (it refused the body): what it answered counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? finish() : reject(error),
    )
    socket.write(text)
    quiet()
  })
}

/** The status code of a raw HTTP response, or 0 when there was none. */
export const statusOf = (response: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0)
