/** A chunk handed to `res.write` or `res.end` (a string in `encoding`, or bytes), as bytes. */
export const chunkBytes = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)
