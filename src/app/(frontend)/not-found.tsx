import type { Metadata } from 'next'

import { NotFoundMessage } from '@/site/shell/NotFoundMessage'

export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return <NotFoundMessage />
}
