import type { Metadata } from 'next'

import { getPayloadClient } from '@/payloadClient'
import { ManageRemindersPage } from '@/watercare/reminders/components/ManageRemindersPage'

// A private link: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your care reminders', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams
  return <ManageRemindersPage payload={await getPayloadClient()} token={typeof token === 'string' ? token : ''} />
}
