import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { InfoRequestForm } from '@/leads/components/InfoRequestForm'
import { leadIdField } from '@/leads/schemas'
import { findLead, publicLead } from '@/leads/server/leads'
import { getPayloadClient } from '@/server/payload'
import { getSiteSettings } from '@/site/settings/getSiteSettings'

// Personal data behind a private link: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Buyers Program Information', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/** `/infoRequest/{leadId}`: the Buyers Program information form, reached from the lead's e-mail. */
export default async function InfoRequestPage({ params }: Props) {
  const parsed = leadIdField.safeParse((await params).id)
  if (!parsed.success) notFound()
  const lead = await findLead(await getPayloadClient(), parsed.data)
  if (!lead) notFound()
  const { supportEmail, supportPhone } = await getSiteSettings()
  return (
    <div className="container page-section">
      <InfoRequestForm leadId={lead.leadId} lead={publicLead(lead)} supportEmail={supportEmail} supportPhone={supportPhone} />
    </div>
  )
}
