import type { PayloadRequest } from 'payload'

import { createLead } from '@/leads/server/leads'
import { sendMail } from '@/mail/sendMail'
import { inTransaction } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/site/siteUrl'

import type { EmailComparison } from '../emailSchema'
import { comparisonEmail } from './comparisonEmail'

/** The lead source of everyone who asks the compare tool for an e-mail (the tool's id). */
export const COMPARE_LEAD_SOURCE = 'compare'

/**
 * "E-mail me this comparison": the visitor becomes a lead (they consented; an address that is
 * already a lead stays one lead) and the comparison is queued to them, in one unit of work. Past
 * the address's daily mail allowance nothing is kept (RecipientLimitError; the route answers 429).
 */
export async function emailComparison(req: PayloadRequest, request: EmailComparison): Promise<void> {
  await inTransaction(req, async (req) => {
    await createLead(req, {
      firstName: request.firstName,
      lastName: '',
      email: request.email,
      source: COMPARE_LEAD_SOURCE,
    })
    const settings = await readSiteSettings(req)
    await sendMail(
      req,
      comparisonEmail({
        productName: settings.productName,
        supportEmail: settings.supportEmail,
        siteUrl: siteUrl(),
        to: request.email,
        firstName: request.firstName,
        tubs: request.comparison.tubs,
      }),
    )
  })
}
