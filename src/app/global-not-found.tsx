import type { Metadata } from 'next'

import '@/site/styles/site.css'
import { feedLinks } from '@/site/metadata'
import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { NotFoundMessage } from '@/site/shell/NotFoundMessage'
import { SiteFrame } from '@/site/shell/SiteFrame'

export { viewport } from '@/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: `Page not found | ${settings.productName}`, alternates: { types: feedLinks(settings.productName) } }
}

/** The 404 page for any URL that matches no route, in the full site frame. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <SiteFrame>
          <NotFoundMessage />
        </SiteFrame>
      </body>
    </html>
  )
}
