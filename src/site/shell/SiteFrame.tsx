import type { ReactNode } from 'react'

import { getSiteSettings } from '@/site/settings/getSiteSettings'

import { HydrationMark } from './HydrationMark'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Everything around a public page: skip link, header, the main landmark, footer. */
export async function SiteFrame({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader productName={settings.productName} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter settings={settings} />
      <HydrationMark />
    </>
  )
}
