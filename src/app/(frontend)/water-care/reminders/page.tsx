import type { Metadata } from 'next'

import { pageAlternates } from '@/site/metadata'
import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { RemindersPage } from '@/watercare/reminders/components/RemindersPage'

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await getSiteSettings()
  return {
    title: 'Hot tub care reminders by e-mail',
    description: 'Filter rinse, filter deep clean, drain and refill, and the autumn cover check: one e-mail when due.',
    alternates: pageAlternates('/water-care/reminders', productName),
  }
}

export default function Page() {
  return <RemindersPage />
}
