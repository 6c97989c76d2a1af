/** A chunk handed to `res.write` or `res.end` (a string in `encoding`, or bytes), as bytes. */
export const chunkBytes = (chunk: string | Uint8Array, encoding?: unknown): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk)
