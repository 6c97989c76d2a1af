'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * The site's link: Next's client-side navigation, with the next page fetched ahead when the visitor
 * shows intent (pointer over it, finger down, keyboard focus), not whenever the link scrolls into
 * view. Next's default fetched and parsed every page a screen links to as soon as the page came
 * to life: on a phone, background downloads on a slow line and long tasks on a slow CPU.
 */
export function SiteLink({ href, ...props }: Props) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link href={href} prefetch={false} onMouseEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} {...props} />
  )
}
