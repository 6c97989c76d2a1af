import type { Metadata } from 'next'

import { NotFoundMessage, notFoundMetadata } from '@/site/shell/NotFoundMessage'

export const metadata: Metadata = notFoundMetadata

export default function NotFound() {
  return <NotFoundMessage />
}
