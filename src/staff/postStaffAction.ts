/** What a staff action answered: done, or refused with the words to show the staff member. */
export type StaffActionAnswer = { ok: true } | { ok: false; message: string }

/**
 * The admin's one way to press a staff action (an endpoint under Payload's API, such as a refund or
 * a CRM retry): a POST with the staff cookie. A refusal carries the endpoint's own message (Payload's
 * `{errors: [{message}]}`), or names the `action` refused when it has none; it never throws.
 */
export async function postStaffAction(url: string, action: string): Promise<StaffActionAnswer> {
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', credentials: 'include' })
  } catch {
    return { ok: false, message: 'The server could not be reached, so nothing was changed. Try again.' }
  }
  if (response.ok) return { ok: true }
  const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
  return { ok: false, message: body.errors?.[0]?.message ?? `${action} was refused (${response.status}).` }
}
