import { SiteLink } from './SiteLink'

import type { SiteSettingsValues } from '@/site/settings/defaults'

import { NAV_LINKS } from './navigation'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export function SiteFooter({ settings }: { settings: SiteSettingsValues }) {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div>
            <p className="site-footer__name">{settings.productName}</p>
            <p>
              An independent hot tub buyer&rsquo;s advocate. We sell advice, never hot tubs, so nobody pays us to like
              their spa.
            </p>
          </div>
          <nav aria-label="Footer">
            <h2 className="site-footer__heading">Explore</h2>
            <ul>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="site-footer__heading">Contact</h2>
            <ul>
              <li>
                <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
              </li>
              <li>
                <a href={telHref(settings.supportPhone)}>{settings.supportPhone}</a>
              </li>
            </ul>
          </div>
        </div>
        <p className="site-footer__legal">
          &copy; {settings.copyrightYear} {settings.productName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
