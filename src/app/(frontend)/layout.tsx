import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import '@/site/styles/site.css'
import { baseMetadata } from '@/site/metadata'
import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { SiteFrame } from '@/site/shell/SiteFrame'

export { viewport } from '@/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return baseMetadata(await getSiteSettings())
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SiteFrame>{children}</SiteFrame>
      </body>
    </html>
  )
}
