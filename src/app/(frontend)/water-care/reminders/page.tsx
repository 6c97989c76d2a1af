import type { Metadata } from 'next'

import { RemindersPage } from '@/watercare/reminders/components/RemindersPage'

export const metadata: Metadata = {
  title: 'Hot tub care reminders by e-mail',
  description: 'Filter rinse, filter deep clean, drain and refill, and the autumn cover check: one e-mail when due.',
}

export default function Page() {
  return <RemindersPage />
}
