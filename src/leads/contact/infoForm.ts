import { INFO_FORM_MESSAGE, type LeadInfo, leadInfoSchema, splitName } from '../schemas'

/** What the visitor types on the information form: one name field, split when sent. */
export type InfoFormValues = { name: string; email: string; zipCode: string; phone: string; details: string }
export type InfoFormField = keyof InfoFormValues

/** The `POST /api/leads/info` body the form sends for what was typed. */
export function infoRequestBody(leadId: string, { name, ...rest }: InfoFormValues): Record<keyof LeadInfo, string> {
  return { leadId, ...splitName(name), ...rest }
}

const FORM_FIELD: Record<string, InfoFormField> = {
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  zipCode: 'zipCode',
  phone: 'phone',
  details: 'details',
}

export type InfoFormCheck =
  { ok: true; body: Record<keyof LeadInfo, string> } | { ok: false; message: string; fields: InfoFormField[] }

/**
 * The browser's check before sending: the server's own schema on the very body the form would
 * send, so the browser refuses (with the spec's one message) whatever the server would refuse.
 */
export function checkInfoForm(leadId: string, values: InfoFormValues): InfoFormCheck {
  const body = infoRequestBody(leadId, values)
  const result = leadInfoSchema.safeParse(body)
  if (result.success) return { ok: true, body }
  const fields = new Set(
    result.error.issues.map((issue) => FORM_FIELD[String(issue.path[0])]).filter((field) => field !== undefined),
  )
  return { ok: false, message: INFO_FORM_MESSAGE, fields: [...fields] }
}
