import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeRedirectPath } from '@/http/safeRedirectPath'
import { getPayloadClient } from '@/server/payload'
import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import { normalizePath, pathToHref } from '../paths'

/**
 * The admin's Preview button: staff who are signed in get Next's draft mode (drafts instead of the
 * cache) and land on the page (a same-site path, else the home page); anyone else is sent to the
 * staff login first.
 */
export async function GET(request: Request): Promise<never> {
  const url = new URL(request.url)
  const target = safeRedirectPath(pathToHref(normalizePath(url.searchParams.get('path') ?? '')))
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user as { role?: StaffRole } | null, 'editor', 'moderator')) {
    const back = `/preview?path=${encodeURIComponent(target)}`
    redirect(`/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  ;(await draftMode()).enable()
  redirect(target)
}
