import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** Leaves preview mode and goes back to the page the banner was on. */
export async function POST(request: Request): Promise<never> {
  ;(await draftMode()).disable()
  const referer = request.headers.get('referer')
  const back = referer ? new URL(referer).pathname : '/'
  redirect(back)
}
