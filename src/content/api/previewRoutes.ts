import { draftMode } from 'next/headers'

import { PRIVATE_NO_STORE } from '@/platform/http/neverShared'
import { safeRedirectPath } from '@/platform/http/safeRedirectPath'
import { getPayloadClient } from '@/payloadClient'
import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import { normalizePath, pathToHref } from '../paths'

/**
 * The admin's Preview button: staff who are signed in get Next's draft mode (drafts instead of the
 * cache) and land on the page (a same-site path, else the home page); anyone else is sent to the
 * staff login first. Never cached: for staff the answer sets the draft-mode cookie.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const target = safeRedirectPath(pathToHref(normalizePath(url.searchParams.get('path') ?? '')))
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user as { role?: StaffRole } | null, 'editor', 'moderator')) {
    const back = `/preview?path=${encodeURIComponent(target)}`
    return redirectTo(`/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  ;(await draftMode()).enable()
  return redirectTo(target)
}

const redirectTo = (location: string) =>
  new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': PRIVATE_NO_STORE } })
