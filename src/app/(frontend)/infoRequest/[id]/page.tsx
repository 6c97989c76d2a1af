import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { InfoRequestForm } from '@/leads/components/InfoRequestForm'
import { leadIdField } from '@/leads/schemas'
import { findFormContact } from '@/leads/server/infoForm'
import { getPayloadClient } from '@/payloadClient'
import { getSiteSettings } from '@/site/settings/getSiteSettings'

// Personal data behind a private link: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Buyers Program Information', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/**
 * `/infoRequest/{leadId}`: the Buyers Program information form, reached from the lead's e-mail. A
 * repeat capture's id (what newLead answered for an address already a lead) opens the same form
 * with what its visitor typed.
 */
export default async function InfoRequestPage({ params }: Props) {
  const parsed = leadIdField.safeParse((await params).id)
  if (!parsed.success) notFound()
  const contact = await findFormContact(await getPayloadClient(), parsed.data)
  if (!contact) notFound()
  const { supportEmail, supportPhone } = await getSiteSettings()
  return (
    <div className="container page-section">
      <InfoRequestForm leadId={parsed.data} lead={contact} supportEmail={supportEmail} supportPhone={supportPhone} />
    </div>
  )
}
