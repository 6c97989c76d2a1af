'use client'

import { SiteLink } from './SiteLink'
import { usePathname } from 'next/navigation'

import { NAV_LINKS } from './navigation'

function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
}

/** The header links, marking the current section; `onNavigate` lets the side panel close itself. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname() ?? '/'
  return (
    <ul className="nav-list">
      {NAV_LINKS.map((link) => (
        <li key={link.href}>
          <SiteLink
            className="nav-link"
            href={link.href}
            aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
