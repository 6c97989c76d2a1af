import type { Metadata } from 'next'

import { pageAlternates } from '@/site/metadata'
import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { CareLogPage } from '@/watercare/log/components/CareLogPage'

// A cached page like the others: only the site's header and footer change, and a staff save refreshes them.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await getSiteSettings()
  return {
    title: 'Hot tub care log',
    description:
      'Log your hot tub’s water tests and what you added, with a chart of pH and sanitiser. It stays on your device.',
    alternates: pageAlternates('/water-care/log', productName),
  }
}

/** `/water-care/log`: the owner's care log. The same HTML for everyone: the log is read in the browser. */
export default function CareLogRoute() {
  return <CareLogPage />
}
