import type { Endpoint, PayloadRequest } from 'payload'

import { json } from '@/platform/http/json'
import { staffOnly } from '@/staff/staffEndpoint'

import { MAX_FILE_BYTES } from '../import/readCecCsv'
import { importCertifiedModels } from '../server/importCertifiedModels'

/** The CSV file and the form around it: the file's limit and room for the multipart headers. */
const MAX_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024

const refuse = (message: string, status = 400) => json({ errors: [{ message }] }, status)
const TOO_BIG = 'The file is over 2 MB; the CEC’s spa list is far smaller. Nothing was changed.'

/** The request's body, or null once it passes `limit` bytes: a large upload is never held whole. */
async function readBodyUpTo(req: PayloadRequest, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const stream = req.body as ReadableStream<Uint8Array> | null | undefined
  if (!stream) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/**
 * `POST /api/cms/certified-spa-models/import`: editors and admins upload the CEC's CSV export (one file,
 * form field `file`, a .csv of at most 2 MB) and get what it changed (`CertifiedModelImport`), or a
 * refusal naming why, changing nothing. Under Payload's REST route, so it has its protections: the
 * staff cookie only counts from the configured origins, and writes from other sites are refused.
 */
export const certifiedModelsImportEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: staffOnly(['editor'], 'Only editors and admins may import the certified spa models.', async (req) => {
    const contentType = req.headers.get('content-type') ?? ''
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      return refuse('Send the CSV file as a form upload (multipart/form-data, field “file”).')
    }
    const declared = Number(req.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return refuse(TOO_BIG, 413)
    const body = await readBodyUpTo(req, MAX_BODY_BYTES)
    if (!body) return refuse(TOO_BIG, 413)

    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData().catch(() => null)
    const files = form?.getAll('file').filter((entry): entry is File => typeof entry !== 'string') ?? []
    if (files.length !== 1) return refuse('Choose one CSV file to import.')
    const file = files[0]!
    if (!/\.csv$/i.test(file.name)) return refuse(`“${file.name}” is not a .csv file. Nothing was changed.`)
    if (file.size > MAX_FILE_BYTES) return refuse(TOO_BIG, 413)

    const outcome = await importCertifiedModels(req.payload, {
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })
    return outcome.ok ? json(outcome.result) : refuse(outcome.message)
  }),
}
