import { APIError, type PayloadRequest } from 'payload'

import { RecipientLimitError } from '@/platform/outbox/recipientLimit'
import { sendMailOnce } from '@/mail/sendMailOnce'
import type { PriceCheck } from '@/payload-types'

import { priceCheckReportReady } from './priceCheckEmails'
import { reportUrl } from './reportLink'

const REPORT_REFUSED_MESSAGE =
  "The report was not sent: this buyer's address has had as many e-mails from us today as " +
  'we send in a day. Nothing was changed; set the status to "report sent" again tomorrow.'

/**
 * The first send of a price check report: stamps `reportSentAt` (only while it is empty) and, for
 * the one save that stamped it, e-mails the buyer the report's link, in the save's unit of work.
 * Later saves, and a concurrent twin, send nothing. The buyer is a visitor (an address nobody
 * confirmed): the message counts against its daily allowance, and a refusal undoes the whole save
 * with a message staff can read. Returns the stamp, or null.
 */
export async function sendReportOnce(req: PayloadRequest, check: PriceCheck): Promise<string | null> {
  if (!check.reportId) throw new APIError('This price check has no report id yet; save it once more.', 400, null, true)
  const reportId = check.reportId
  try {
    return await sendMailOnce(req, { table: 'price_checks', id: check.id, column: 'reportSentAt' }, (settings) =>
      priceCheckReportReady({
        productName: settings.productName,
        supportEmail: settings.supportEmail,
        to: check.email,
        name: check.name,
        url: reportUrl(reportId),
      }),
    )
  } catch (error) {
    if (error instanceof RecipientLimitError) throw new APIError(REPORT_REFUSED_MESSAGE, 429, null, true)
    throw error
  }
}
