import type { Payload, PayloadRequest } from 'payload'

import type { LeadCapture } from '@/payload-types'
import { newPublicRef } from '@/platform/tokens/publicRef'

import { contactColumns, type NewContact } from '../contact/contact'
import { findContact } from '../contact/records'

/** Finds a repeat capture by its random id; given a unit of work's `req`, reads inside its transaction. */
export const findCapture = (scope: Payload | PayloadRequest, captureId: string): Promise<LeadCapture | null> =>
  findContact(scope, 'lead-captures', { captureId: { equals: captureId } })

/**
 * Keeps what a visitor typed for an address that is already lead `leadRowId`, apart from that lead; returns its random
 * id.
 */
export async function recordCapture(req: PayloadRequest, leadRowId: number, input: NewContact): Promise<string> {
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
