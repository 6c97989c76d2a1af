import config from '@payload-config'
import { generatePageMetadata } from '@payloadcms/next/views'
import type { Metadata } from 'next'

/** What Next passes to the admin's catch-all page and its not-found page. */
export type AdminRouteArgs = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<Record<string, string | string[]>>
}

export const generateAdminMetadata = ({ params, searchParams }: AdminRouteArgs): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })
