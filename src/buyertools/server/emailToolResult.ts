import type { Payload } from 'payload'

import { createLead } from '@/leads/server/leads'
import type { MailMessage } from '@/mail/message'
import { sendMail } from '@/mail/sendMail'
import { inTransaction } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import type { BuyerToolId } from '../tools'

type SiteSettings = Awaited<ReturnType<typeof readSiteSettings>>

/**
 * "E-mail me this …", for every tool: the visitor who consented becomes a lead whose source is the
 * tool (an address that is already a lead stays one lead) and the tool's message is queued to them,
 * in one unit of work. Past the address's daily mail allowance nothing is kept (RecipientLimitError;
 * the route answers 429).
 */
export async function emailToolResult(
  payload: Payload,
  visitor: { tool: BuyerToolId; firstName: string; email: string },
  message: (settings: SiteSettings) => MailMessage,
): Promise<void> {
  await inTransaction(payload, async (req) => {
    await createLead(req, { firstName: visitor.firstName, lastName: '', email: visitor.email, source: visitor.tool })
    await sendMail(req, message(await readSiteSettings(req)))
  })
}
