import type { PayloadRequest } from 'payload'

import { transactionOf } from '../connection'
import { insertRow } from '../rows'

/** A new lead's row: who, where they came from, and the folded address its unique index holds. */
export type NewLeadRow = {
  leadId: string
  status: string
  emailConfirmation: string
  source: string
  firstName: string
  lastName?: string | null
  email: string
  phone: string | null
  zipCode: string | null
  emailKey: string
}

/**
 * Inserts the lead in the transaction of `req` unless one with its `emailKey` exists:
 * `INSERT … ON CONFLICT DO NOTHING`, so a repeat (or a concurrent twin) never fails and never
 * breaks the surrounding transaction (on PostgreSQL a failed INSERT would abort it). Answers the
 * new row's id, or null when the address was a lead already. No collection hook runs.
 */
export async function insertLeadIfAbsent(req: PayloadRequest, lead: NewLeadRow): Promise<number | null> {
  const [inserted] = await insertRow(await transactionOf(req), 'leads', {
    values: lead,
    onConflict: { target: 'emailKey' },
    returning: ['id'],
  })
  return inserted ? Number(inserted.id) : null
}
