import { type DoubleAnswer, type DoubleRequest, httpDouble } from './httpDouble'

/**
 * The three ActiveCampaign API v3 calls our CRM sync makes (contact sync, list membership, deal),
 * as a local HTTP server with answers shaped after ActiveCampaign's: contacts upserted by e-mail
 * (case-insensitively), ids as strings, `Api-Token` checked, 422 `{errors: [{title}]}` for bad
 * input. It records every request and honours `Idempotency-Key` (a repeated key on the same call
 * answers what the first successful one answered, without acting again). Failures on demand:
 * `failNext` (a 500, a 429 with Retry-After, a 422…) and `stop()`/`start()` (connection refused).
 */

export const FAKE_AC_TOKEN = 'fake-activecampaign-token'
export const FAKE_AC_LIST = '7'
export const FAKE_AC_PIPELINE = '2'
export const FAKE_AC_STAGE = '5'

type Contact = {
  id: string
  email: string
  firstName: string
  lastName: string
  phone: string
  fieldValues: { field: string; value: string }[]
}
type Membership = { id: string; list: string; contact: string; status: number }
type Deal = {
  id: string
  title: string
  contact: string
  value: number
  currency: string
  group: string
  stage: string
  status: number
}
export type RecordedRequest = {
  at: number
  method: string
  path: string
  token?: string
  idempotencyKey?: string
  body: Record<string, unknown>
}

const header = (request: DoubleRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}
const invalid = (title: string, pointer: string): DoubleAnswer => ({
  status: 422,
  body: { errors: [{ title, detail: '', code: 'field_invalid', source: { pointer } }] },
})

export function fakeActiveCampaign(port: number) {
  const contacts = new Map<string, Contact>()
  const memberships: Membership[] = []
  const deals: Deal[] = []
  const requests: RecordedRequest[] = []
  const failures: DoubleAnswer[] = []
  const replays = new Map<string, DoubleAnswer>()
  let nextId = 100

  const syncContact = (body: Record<string, unknown>): DoubleAnswer => {
    const contact = body.contact as Partial<Contact> | undefined
    const email = contact?.email
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      return invalid('Email address is not valid.', '/data/attributes/email')
    const key = email.toLowerCase()
    const existing = contacts.get(key)
    const stored: Contact = {
      id: existing?.id ?? String(nextId++),
      email,
      firstName: contact?.firstName ?? existing?.firstName ?? '',
      lastName: contact?.lastName ?? existing?.lastName ?? '',
      phone: contact?.phone ?? existing?.phone ?? '',
      fieldValues: contact?.fieldValues ?? existing?.fieldValues ?? [],
    }
    contacts.set(key, stored)
    const { fieldValues, ...fields } = stored
    return {
      status: existing ? 200 : 201,
      body: {
        fieldValues: fieldValues.map((value) => ({ contact: stored.id, ...value })),
        contact: { ...fields, cdate: new Date().toISOString(), links: {} },
      },
    }
  }

  const addToList = (body: Record<string, unknown>): DoubleAnswer => {
    const input = body.contactList as { list?: unknown; contact?: unknown; status?: unknown } | undefined
    const list = String(input?.list ?? '')
    const contact = String(input?.contact ?? '')
    if (list !== FAKE_AC_LIST) return invalid('List does not exist.', '/data/attributes/list')
    if (![...contacts.values()].some((each) => each.id === contact))
      return invalid('Contact does not exist.', '/data/attributes/contact')
    let membership = memberships.find((each) => each.list === list && each.contact === contact)
    if (!membership)
      memberships.push((membership = { id: String(nextId++), list, contact, status: Number(input?.status) }))
    return { status: 201, body: { contacts: [], contactList: membership } }
  }

  const createDeal = (body: Record<string, unknown>): DoubleAnswer => {
    const input = (body.deal ?? {}) as Record<string, unknown>
    if (![...contacts.values()].some((each) => each.id === String(input.contact)))
      return invalid('Contact does not exist.', '/data/attributes/contact')
    if (typeof input.value !== 'number' || !Number.isInteger(input.value))
      return invalid('Value must be a whole number of cents.', '/data/attributes/value')
    if (String(input.group) !== FAKE_AC_PIPELINE || String(input.stage) !== FAKE_AC_STAGE)
      return invalid('Pipeline or stage does not exist.', '/data/attributes/group')
    const deal: Deal = {
      id: String(nextId++),
      title: String(input.title ?? ''),
      contact: String(input.contact),
      value: input.value,
      currency: String(input.currency ?? ''),
      group: String(input.group),
      stage: String(input.stage),
      status: Number(input.status ?? 0),
    }
    deals.push(deal)
    return { status: 201, body: { contacts: [], deal } }
  }

  const server = httpDouble(port, (request) => {
    let body: Record<string, unknown> = {}
    try {
      body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {}
    } catch {
      return { status: 400, body: { message: 'Request body is not valid JSON.' } }
    }
    const idempotencyKey = header(request, 'idempotency-key')
    requests.push({
      at: Date.now(),
      method: request.method,
      path: request.path,
      token: header(request, 'api-token'),
      idempotencyKey,
      body,
    })

    const failure = failures.shift()
    if (failure) return failure
    if (header(request, 'api-token') !== FAKE_AC_TOKEN)
      return { status: 403, body: { message: 'No Result found for User with id 0' } }

    const replayKey = idempotencyKey ? `${request.method} ${request.path} ${idempotencyKey}` : undefined
    const replay = replayKey ? replays.get(replayKey) : undefined
    if (replay) return replay

    let answer: DoubleAnswer
    if (request.method === 'POST' && request.path === '/api/3/contact/sync') answer = syncContact(body)
    else if (request.method === 'POST' && request.path === '/api/3/contactLists') answer = addToList(body)
    else if (request.method === 'POST' && request.path === '/api/3/deals') answer = createDeal(body)
    else answer = { status: 404, body: { message: 'No Result found for Route' } }
    if (replayKey && answer.status < 300) replays.set(replayKey, answer)
    return answer
  })

  return {
    ...server,
    contacts: () => [...contacts.values()],
    memberships: () => [...memberships],
    deals: () => [...deals],
    requests: (path?: string) => requests.filter((each) => !path || each.path === `/api/3/${path}`),
    /** The next requests (one per answer given) fail with these answers, whatever they ask. */
    failNext: (...answers: DoubleAnswer[]) => failures.push(...answers),
    serverError: (): DoubleAnswer => ({ status: 500, body: { message: 'Internal Server Error' } }),
    rateLimited: (seconds: number): DoubleAnswer => ({
      status: 429,
      body: { message: 'Too Many Requests' },
      headers: { 'Retry-After': String(seconds) },
    }),
    refused: (title: string): DoubleAnswer => ({
      status: 422,
      body: { errors: [{ title, detail: '', code: 'field_invalid' }] },
    }),
    env: () => ({
      CRM_API_URL: server.url,
      CRM_API_TOKEN: FAKE_AC_TOKEN,
      CRM_LIST_ID: FAKE_AC_LIST,
      CRM_DEAL_PIPELINE: FAKE_AC_PIPELINE,
      CRM_DEAL_STAGE: FAKE_AC_STAGE,
    }),
  }
}
