import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import type { StaffRole } from '../roles'

/** What Payload gives each panel on the admin dashboard (`dashboard` in a capability's plugin). */
export type DashboardPanelProps = {
  payload: Payload
  user?: { role?: StaffRole | null } | null
}

/** One panel on the admin dashboard: a section named by its heading (`{id}-title`). */
export function DashboardPanel({
  id,
  title,
  className = id,
  children,
}: {
  id: string
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}
