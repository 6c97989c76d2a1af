import { type OutboundAnswer, outboundJson } from '@/platform/http/outboundJson'

import { type CrmClient, CrmRefusedError } from './CrmClient'

export type ActiveCampaignSettings = { apiUrl: string; apiToken: string }

/** ActiveCampaign's error answers: `{errors: [{title, detail}]}` (422 and most 4xx) or `{message}` (403). */
function refusalMessage(answer: OutboundAnswer, doing: string): string {
  const { errors, message } = answer.body
  const first = Array.isArray(errors) ? (errors[0] as { title?: unknown; detail?: unknown } | undefined) : undefined
  const said = [first?.title, first?.detail, message].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  )
  return `The CRM refused to ${doing} (${answer.status}): ${said.join(' – ') || 'no reason given'}`
}

/** The id ActiveCampaign answers at `body[key].id` (a string; numbers are accepted too). */
function idIn(answer: OutboundAnswer, key: string, doing: string): string {
  const record = answer.body[key] as { id?: unknown } | undefined
  const id = record?.id
  if (typeof id === 'string' || typeof id === 'number') return String(id)
  throw new CrmRefusedError(`The CRM answered ${answer.status} to ${doing} without an id`)
}

/**
 * ActiveCampaign API v3 (or a compatible service): contact sync, list membership and deals,
 * authenticated with the `Api-Token` header. Money goes over as cents, as ActiveCampaign expects.
 */
export function activeCampaign({ apiUrl, apiToken }: ActiveCampaignSettings): CrmClient {
  const base = `${apiUrl.replace(/\/+$/, '')}/api/3`

  async function post(path: string, body: unknown, idempotencyKey: string, doing: string): Promise<OutboundAnswer> {
    const answer = await outboundJson(`${base}${path}`, {
      service: 'The CRM',
      method: 'POST',
      headers: {
        'Api-Token': apiToken,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
    })
    if (answer.status < 200 || answer.status >= 300) throw new CrmRefusedError(refusalMessage(answer, doing))
    return answer
  }

  return {
    async upsertContact({ email, firstName, lastName, phone, fieldValues }, key) {
      const doing = 'create or update the contact'
      const answer = await post(
        '/contact/sync',
        { contact: { email, firstName, lastName, phone, fieldValues } },
        key,
        doing,
      )
      return idIn(answer, 'contact', doing)
    },
    async addToList(contactId, listId, key) {
      await post(
        '/contactLists',
        { contactList: { list: listId, contact: contactId, status: 1 } },
        key,
        'add the contact to the list',
      )
    },
    async createDeal({ title, contactId, value, currency, pipeline, stage }, key) {
      const doing = 'create the deal'
      // status 0: an open deal (1 won, 2 lost); the order is paid, staff move it on in the CRM.
      const deal = { title, contact: contactId, value, currency, group: pipeline, stage, status: 0 }
      const answer = await post('/deals', { deal }, key, doing)
      return idIn(answer, 'deal', doing)
    },
  }
}
