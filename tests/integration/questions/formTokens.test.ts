import { describe, expect, it } from 'vitest'

import { keepKeyOnce, pruneExpiredKeys } from '@/platform/db/statements/expiringKeys'
import { issueFormToken } from '@/questions/spam/formToken'

import { migrationStep } from '../../support/migrations'
import { createPage } from '../../support/pages'
import { testDatabase, useTestPayload } from '../../support/payload'
import { postJson } from '../../support/routes'
import { executeSql } from '../../support/sql'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
let ask: Handler
let getToken: Handler

const PAGE = 'token-page'

const payload = useTestPayload(async () => {
  ask = (await import('@/app/api/comments/route')).POST
  getToken = (await import('@/app/api/forms/token/route')).GET
  await createPage(payload, PAGE, 'Questions about tokens')
})

const params = { params: Promise.resolve({}) }
const post = (formToken: string, text: string) =>
  postJson(ask, '/api/comments', {
    page: `/${PAGE}`,
    author: 'Pat Buyer',
    email: 'pat@example.com',
    text: `<p>${text}</p>`,
    formToken,
    website: '',
  })

const stored = async (marker: string) =>
  (
    await payload.find({
      collection: 'comments',
      where: { text: { contains: marker } },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const staffMails = async (marker: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { template: { equals: 'question-submitted' } },
      limit: 100,
      overrideAccess: true,
    })
  ).docs.filter((mail) => mail.text?.includes(marker))
const spentNonces = async (nonce: string) =>
  (
    await payload.find({ collection: 'spent-form-tokens', where: { nonce: { equals: nonce } }, overrideAccess: true })
  ).docs.map((spent) => ({ nonce: spent.nonce, expiresAt: spent.expiresAt }))
/** A token from the real endpoint, aged past the 3-second minimum by signing it earlier. */
const tokenIssued = (ageMs: number) => issueFormToken(payload.secret, Date.now() - ageMs)

describe(`form tokens (${testDatabase()})`, () => {
  it('are handed out by GET /api/forms/token', async () => {
    const response = await getToken(new Request('http://localhost/api/forms/token'), params)
    expect(((await response.json()) as { formToken: string }).formToken).toMatch(/^\d+\.[\w-]+\.[\w-]+$/)
  })

  it('take one submission each: the rest are set aside as spam, with no staff e-mail', async () => {
    const token = tokenIssued(5_000)
    const statuses: number[] = []
    for (let i = 1; i <= 4; i++) statuses.push((await post(token, `Reused token question ${i}`)).status)
    expect(statuses).toEqual([201, 201, 201, 201])

    const comments = await stored('Reused token question')
    expect(comments.map((comment) => comment.status)).toEqual(['pending', 'spam', 'spam', 'spam'])
    expect(comments.slice(1).every((comment) => /already used/.test(comment.spamReason ?? ''))).toBe(true)
    expect(await staffMails('Reused token question')).toHaveLength(1)
    // Spent as what it is: its nonce, kept until the token expires, not a rate-limit counter.
    const [, nonce] = token.split('.')
    expect(await spentNonces(nonce!)).toEqual([{ nonce, expiresAt: expect.any(String) }])
    const counters = await payload.find({ collection: 'rate-limits', pagination: false, overrideAccess: true })
    expect(counters.docs.filter((counter) => counter.key.includes(nonce!))).toEqual([])
  })

  it('take one submission each even when the posts race', async () => {
    const token = tokenIssued(5_000)
    const statuses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => post(token, `Racing token question ${i}`).then((r) => r.status)),
    )
    expect(statuses).toEqual([201, 201, 201, 201])
    const comments = await stored('Racing token question')
    expect(comments.filter((comment) => comment.status === 'pending')).toHaveLength(1)
    expect(comments.filter((comment) => comment.status === 'spam')).toHaveLength(3)
    expect(await staffMails('Racing token question')).toHaveLength(1)
  })

  it('are spent with the question and its staff e-mail in one unit of work: a rollback keeps none', async () => {
    const { submitQuestion } = await import('@/questions/server/submitComment')
    const { inTransaction } = await import('@/platform/unitOfWork/transaction')
    const token = tokenIssued(5_000)
    const input = { page: `/${PAGE}`, author: 'Pat Buyer', email: 'pat@example.com', formToken: token, website: '' }
    const contact = { phone: undefined, zip: undefined }
    const failing = inTransaction(payload, async (req) => {
      expect(await submitQuestion(req, { ...input, ...contact, text: '<p>Rolled back question</p>' })).toEqual({
        ok: true,
      })
      throw new Error('a later step of the unit of work failed')
    })
    await expect(failing).rejects.toThrow('a later step')
    expect(await stored('Rolled back question')).toHaveLength(0)
    expect(await staffMails('Rolled back question')).toHaveLength(0)

    // The token's spending rolled back with them, so the visitor's retry is not taken for a replay.
    expect((await post(token, 'Retried question')).status).toBe(201)
    expect((await stored('Retried question'))[0]?.status).toBe('pending')
    expect(await staffMails('Retried question')).toHaveLength(1)
  })

  it('spent before the spent-token table existed stay spent: the migration carries them over', async () => {
    const token = tokenIssued(5_000)
    const [issuedAt, nonce] = token.split('.')
    const expiresAt = new Date((Number(issuedAt) + 2 * 3_600) * 1000).toISOString()
    const run = migrationStep(payload, '_spent_form_tokens')
    await run('down')
    // As the code before it spent a token: a key in the rate limiter's table.
    await executeSql(
      payload,
      `INSERT INTO rate_limits (key, hits, expires_at) VALUES ('form-token|${nonce}', 1, '${expiresAt}')`,
    )
    await run('up')

    expect((await post(token, 'Replayed across the migration')).status).toBe(201)
    expect(await stored('Replayed across the migration')).toMatchObject([
      { status: 'spam', spamReason: expect.stringMatching(/already used/) },
    ])
    expect(await staffMails('Replayed across the migration')).toHaveLength(0)
    expect(await spentNonces(nonce!)).toHaveLength(1)
    const counters = await payload.find({ collection: 'rate-limits', pagination: false, overrideAccess: true })
    expect(counters.docs.filter((counter) => counter.key.startsWith('form-token|'))).toEqual([])
  })

  it('are cleared once expired, while a live spent nonce stays and still refuses its token', async () => {
    const now = Date.now()
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString()
    await keepKeyOnce(payload, 'spent_form_tokens', { key: 'cleared-long-ago', expiresAt: at(-3 * 3_600_000) })
    await keepKeyOnce(payload, 'spent_form_tokens', { key: 'cleared-just-now', expiresAt: at(-1_000) })
    const token = tokenIssued(5_000)
    expect((await post(token, 'Spent before the clearing')).status).toBe(201)
    const [, nonce] = token.split('.')

    await pruneExpiredKeys(payload, 'spent_form_tokens', at(0))

    expect(await spentNonces('cleared-long-ago')).toEqual([])
    expect(await spentNonces('cleared-just-now')).toEqual([])
    expect(await spentNonces(nonce!)).toHaveLength(1)
    expect((await post(token, 'Replayed after the clearing')).status).toBe(201)
    expect(await stored('Replayed after the clearing')).toMatchObject([
      { status: 'spam', spamReason: expect.stringMatching(/already used/) },
    ])
    expect(await staffMails('Replayed after the clearing')).toHaveLength(0)
  })

  it('expire after 2 hours', async () => {
    expect((await post(tokenIssued(2 * 3_600_000 + 60_000), 'Expired token question')).status).toBe(201)
    expect((await post(tokenIssued(2 * 3_600_000 - 60_000), 'Nearly expired token question')).status).toBe(201)
    const [expired] = await stored('Expired token question')
    expect(expired).toMatchObject({ status: 'spam', spamReason: expect.stringMatching(/older than 2 hours/) })
    expect((await stored('Nearly expired token question'))[0]?.status).toBe('pending')
    expect(await staffMails('Expired token question')).toHaveLength(0)
  })

  it('are not spent by a submission refused for its fields, so the visitor can correct it', async () => {
    const token = tokenIssued(5_000)
    const refused = await postJson(ask, '/api/comments', {
      page: `/${PAGE}`,
      author: 'Pat',
      email: 'not-an-address',
      text: '<p>Corrected question</p>',
      formToken: token,
    })
    expect(refused.status).toBe(400)
    expect((await post(token, 'Corrected question')).status).toBe(201)
    expect((await stored('Corrected question'))[0]?.status).toBe('pending')
  })
})
