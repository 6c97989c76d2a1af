import type { Metadata } from 'next'

import { getPayloadClient } from '@/payloadClient'
import { ConfirmRemindersPage } from '@/watercare/reminders/components/ConfirmRemindersPage'

// A private link: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Confirm your care reminders', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <ConfirmRemindersPage secret={(await getPayloadClient()).secret} token={typeof token === 'string' ? token : ''} />
  )
}
