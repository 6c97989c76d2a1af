import type { Payload, PayloadRequest } from 'payload'

import type { LeadCapture as CaptureRecord } from '@/payload-types'
import { newPublicRef } from '@/server/publicRef'
import { isRequest } from '@/server/transaction'

import { contactColumns, type LeadCapture } from '../contact/contact'

/** Finds a repeat capture by its random id; given a unit of work's `req`, reads inside its transaction. */
export async function findCapture(scope: Payload | PayloadRequest, captureId: string): Promise<CaptureRecord | null> {
  const [payload, req] = isRequest(scope) ? [scope.payload, scope] : [scope, undefined]
  const { docs } = await payload.find({
    collection: 'lead-captures',
    where: { captureId: { equals: captureId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Keeps what a visitor typed for an address that is already lead `leadRowId`, apart from that lead; returns its random
 * id.
 */
export async function recordCapture(req: PayloadRequest, leadRowId: number, input: LeadCapture): Promise<string> {
  const capture = await req.payload.create({
    collection: 'lead-captures',
    data: {
      captureId: newPublicRef(),
      lead: leadRowId,
      status: 'new',
      ...contactColumns(input),
    },
    overrideAccess: true,
    req,
  })
  return capture.captureId
}
