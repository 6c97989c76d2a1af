import { draftMode } from 'next/headers'

import { safeRedirectPath } from '@/platform/http/safeRedirectPath'

/**
 * Leaves preview mode and goes back to the page the banner was on, which the banner's form sends
 * as its `path` field (never the Referer, which another site controls). 303: the browser follows
 * with a GET.
 */
export async function POST(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const form = await request.formData().catch(() => null)
  const back = safeRedirectPath(form?.get('path'))
  return new Response(null, { status: 303, headers: { Location: back } })
}
