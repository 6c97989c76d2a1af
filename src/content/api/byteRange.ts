export type ByteRange = { start: number; end: number }

/**
 * One `Range: bytes=…` header against a file of `size` bytes (RFC 9110 14.1.2): `first-last`,
 * `first-` or `-suffix`. Null: no usable single range, so the whole file is the answer (a server
 * may ignore Range; several ranges at once are not worth a multipart body here).
 * 'unsatisfiable': a well-formed range that starts past the end (416).
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}
