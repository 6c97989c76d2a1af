import type { PayloadRequest } from 'payload'

import type { ColumnName, TablesWith } from '@/platform/db/columns'
import { stampOnce } from '@/platform/db/statements/stampOnce'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import type { SiteSettingsValues } from '@/site/settings/defaults'

import type { MailMessage } from '@/platform/outbox/message'
import { sendMail } from '@/platform/outbox/sendMail'

/**
 * A message that goes with a one-time event on a record (an evaluation delivered, a price-check
 * report sent): stamps the record's date `column` (only while it is empty) and, for the one save
 * that stamped it, sends the message, in the save's unit of work. Later saves, and a concurrent
 * twin, send nothing. Returns the stamp, or null.
 */
export async function sendMailOnce<Table extends TablesWith<'updatedAt'>>(
  req: PayloadRequest,
  stamp: { table: Table; id: number | string; column: ColumnName<Table> },
  compose: (settings: SiteSettingsValues) => MailMessage,
): Promise<string | null> {
  return inTransaction(req, async (req) => {
    const stamped = await stampOnce(req, stamp.table, stamp.id, stamp.column)
    if (!stamped) return null
    await sendMail(req, compose(await readSiteSettings(req)))
    return stamped
  })
}
