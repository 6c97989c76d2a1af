import type { Payload } from 'payload'

import { siteUrl } from '@/platform/settings/siteUrl'

import { emailToolResult } from '../../server/emailToolResult'
import type { EmailComparison } from '../emailSchema'
import { comparisonEmail } from './comparisonEmail'

/** "E-mail me this comparison": the visitor made a lead of the compare tool, the comparison queued to them. */
export async function emailComparison(payload: Payload, request: EmailComparison): Promise<void> {
  await emailToolResult(payload, { tool: 'compare', ...request }, (settings, confirmUrl) =>
    comparisonEmail({
      confirmUrl,
      productName: settings.productName,
      supportEmail: settings.supportEmail,
      siteUrl: siteUrl(),
      to: request.email,
      firstName: request.firstName,
      tubs: request.comparison.tubs,
    }),
  )
}
