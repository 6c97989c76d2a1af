import type { Payload } from 'payload'

import { confirmEmailUrl, deleteUnconfirmedLeads } from '@/leads/server/confirmEmail'
import { createLead } from '@/leads/server/leads'
import type { MailMessage } from '@/platform/outbox/message'
import { sendMail } from '@/platform/outbox/sendMail'
import { log } from '@/platform/log/log'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import type { BuyerToolId } from '@/site/buyerTools'

type SiteSettings = Awaited<ReturnType<typeof readSiteSettings>>

/**
 * "E-mail me this …", for every tool: the visitor who consented becomes a lead whose source is the
 * tool (an address that is already a lead stays one lead) and the tool's message is queued to them,
 * in one unit of work. Anyone could have typed the address, so a new lead waits for its owner to
 * confirm it (double opt-in) before it goes to the CRM: while it waits, the message carries the
 * signed confirmation link (`confirmUrl`, null otherwise). Past the address's daily mail allowance
 * nothing is kept (RecipientLimitError; the route answers 429).
 */
export async function emailToolResult(
  payload: Payload,
  visitor: { tool: BuyerToolId; firstName: string; email: string },
  message: (settings: SiteSettings, confirmUrl: string | null) => MailMessage,
): Promise<void> {
  // Unconfirmed addresses are kept a bounded time; each new capture clears the ones past it.
  await deleteUnconfirmedLeads(payload).catch((error: unknown) =>
    log.warn('leads: unconfirmed addresses could not be cleared', { error }),
  )
  await inTransaction(payload, async (req) => {
    const lead = await createLead(
      req,
      { firstName: visitor.firstName, lastName: '', email: visitor.email, source: visitor.tool },
      { crm: 'after confirmation' },
    )
    const confirmUrl = lead.emailConfirmation === 'waiting' ? confirmEmailUrl(payload.secret, lead.id) : null
    await sendMail(req, message(await readSiteSettings(req), confirmUrl))
  })
}
