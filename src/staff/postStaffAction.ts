/** What a staff action answered: done (with the endpoint's answer), or refused with the words to show. */
export type StaffActionAnswer = { ok: true; data: unknown } | { ok: false; message: string }

/**
 * The admin's one way to press a staff action (an endpoint under Payload's API, such as a refund, a CRM
 * retry or an import): a POST with the staff cookie, and the form `body` when the action takes one (an
 * uploaded file). A refusal carries the endpoint's own message (Payload's `{errors: [{message}]}`), or
 * names the `action` refused when it has none; it never throws.
 */
export async function postStaffAction(url: string, action: string, body?: FormData): Promise<StaffActionAnswer> {
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', credentials: 'include', body })
  } catch {
    return { ok: false, message: 'The server could not be reached, so nothing was changed. Try again.' }
  }
  const answer = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  if (response.ok) return { ok: true, data: answer }
  return { ok: false, message: answer?.errors?.[0]?.message ?? `${action} was refused (${response.status}).` }
}
