import { and, eq, isNull } from '@payloadcms/db-sqlite/drizzle'
import type { PayloadRequest } from 'payload'

import { sendMail } from '@/mail/sendMail'
import type { Evaluation } from '@/payload-types'
import { inTransaction, transactionDb } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import { evaluationReadyEmail } from '../mail/orderEmails'
import { evaluationUrl } from './links'

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type EvaluationsTable = Record<'id' | 'deliveredAt', never>
type Drizzle = {
  update: (table: EvaluationsTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]> }
    }
  }
}

/**
 * The first delivery of an evaluation: stamps `deliveredAt` with one conditional UPDATE (only
 * while it is empty) and, for the one save that stamped it, e-mails the buyer the link, in the
 * save's unit of work. Later saves, and a concurrent twin, send nothing. Returns the stamp, or null.
 */
export async function sendDeliveryOnce(req: PayloadRequest, evaluation: Evaluation): Promise<string | null> {
  return inTransaction(req, async (req) => {
    const table = (req.payload.db as unknown as { tables: Record<string, EvaluationsTable> }).tables.evaluations!
    const db = await transactionDb<Drizzle>(req)
    const now = new Date().toISOString()
    const claimed = await db.update(table).set({ deliveredAt: now }).where(and(eq(table.id, evaluation.id), isNull(table.deliveredAt))).returning({ id: table.id })
    if (claimed.length === 0) return null
    const settings = await readSiteSettings(req)
    await sendMail(
      req,
      evaluationReadyEmail({ productName: settings.productName, supportEmail: settings.supportEmail, to: evaluation.email, name: evaluation.name, url: evaluationUrl(evaluation.evalId) }),
    )
    return now
  })
}
