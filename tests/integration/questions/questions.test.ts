import { describe, expect, it } from 'vitest'

import type { Comment } from '@/payload-types'
import { issueFormToken } from '@/questions/spam/formToken'

import { outboxOf } from '../../support/outbox'
import { createPage } from '../../support/pages'
import { testDatabase, useTestPayload } from '../../support/payload'
import { createStaff, type StaffUser } from '../../support/staffUsers'
import { expectFieldErrors, postJson } from '../../support/routes'
import { FORBIDDEN_IN_STORED_HTML, XSS_PAYLOADS } from '../../support/xssPayloads'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
let routes: { list: Handler; ask: Handler; reply: Handler; token: Handler }
let moderator: StaffUser

const PAGE = 'asktheexperts'

const payload = useTestPayload(async () => {
  const comments = await import('@/app/api/comments/route')
  routes = {
    list: comments.GET,
    ask: comments.POST,
    reply: (await import('@/app/api/comments/reply/route')).POST,
    token: (await import('@/app/api/forms/token/route')).GET,
  }
  await createPage(payload, PAGE, 'Ask the Hot Tub Experts')
  await createPage(payload, 'no-questions', 'Quiet page', { questions: false })
  moderator = await createStaff(payload, {
    email: 'moderator@tubwise.example',
    role: 'moderator',
    name: 'Dana from TubWise',
  })
})

const params = { params: Promise.resolve({}) }
const send = (handler: Handler, path: string, body: unknown, ip?: string) => postJson(handler, path, body, ip)
const list = async (query: string) => {
  const response = await routes.list(new Request(`http://localhost/api/comments?${query}`), params)
  return { status: response.status, body: await response.json() }
}

/** A token as the form gets it when it opens, issued `ageMs` ago. */
const aged = (ageMs = 5_000) => issueFormToken(payload.secret, Date.now() - ageMs)
/** The same token with its signature's last characters changed. */
const forged = (token: string) => `${token.slice(0, -3)}${token.endsWith('abc') ? 'xyz' : 'abc'}`
const question = (overrides: Record<string, unknown> = {}) => ({
  page: `/${PAGE}`,
  author: 'Pat Buyer',
  email: 'pat@example.com',
  phone: '5550100199',
  zip: '90210',
  text: '<p>Is a <strong>glued-only</strong> tub worth it?</p>',
  formToken: aged(),
  website: '',
  ...overrides,
})
const ask = (overrides: Record<string, unknown> = {}) => send(routes.ask, '/api/comments', question(overrides))

const newest = async (): Promise<Comment> =>
  (await payload.find({ collection: 'comments', sort: '-id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
const outbox = (template: string) => outboxOf(payload, template)
const approve = (id: number) =>
  payload.update({ collection: 'comments', id, data: { status: 'approved' }, user: moderator, overrideAccess: false })

describe(`asking a question (${testDatabase()})`, () => {
  it('stores it unapproved, sanitised, whatever the body says, and tells the staff inbox', async () => {
    const response = await ask({
      approved: true,
      status: 'approved',
      text: '<p onclick="x()">Is a <b>glued</b> tub ok?</p><script>x()</script>',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const stored = await newest()
    expect(stored).toMatchObject({
      page: PAGE,
      status: 'pending',
      staff: false,
      author: 'Pat Buyer',
      email: 'pat@example.com',
      text: '<p>Is a <strong>glued</strong> tub ok?</p>',
    })
    const [mail] = await outbox('question-submitted')
    expect(mail).toMatchObject({ to: 'staff@tubwise.example' })
    expect(mail!.text).toContain(`/admin/collections/comments/${stored.id}`)
    expect((await list(`page=/${PAGE}`)).body.comments).toEqual([])
  })

  it("answers 400 with the spec's messages and stores nothing for invalid fields", async () => {
    const before = (await payload.count({ collection: 'comments', overrideAccess: true })).totalDocs
    const response = await ask({ author: 'Pat', email: 'not-an-address', text: '<p> </p>' })
    await expectFieldErrors(response, {
      author: 'Please Enter your Name',
      email: 'Please Enter a Valid Email Address',
      text: 'Please Enter a Valid Comment or Question!',
    })
    const tooLongLocal = `${'a'.repeat(65)}@example.com`
    expect((await ask({ email: tooLongLocal })).status).toBe(400)
    expect((await ask({ text: '<script>only a script</script>' })).status).toBe(400)
    expect((await ask({ page: '/no-questions' })).status).toBe(400)
    expect((await ask({ page: '/no-such-page' })).status).toBe(400)
    expect((await payload.count({ collection: 'comments', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('sets bot-like submissions aside as spam, answering like any other', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ website: 'https://spam.example' }, /hidden website field/],
      [{ formToken: undefined }, /No form token/],
      [{ formToken: forged(aged()) }, /Forged/],
      [{ formToken: aged(500) }, /less than 3 seconds/],
      [
        {
          text:
            '<p>a https://a.example b https://b.example <a ' +
            'href="https://c.example">c</a> <a href="https://d.example">d</a></p>',
        },
        /4 links/,
      ],
    ]
    for (const [overrides, reason] of cases) {
      const response = await ask(overrides)
      expect(response.status).toBe(201)
      const stored = await newest()
      expect(stored.status).toBe('spam')
      expect(stored.spamReason).toMatch(reason)
    }
    expect(await outbox('question-submitted')).toHaveLength(1)
  })

  it('hands out form tokens that are accepted once 3 seconds old', async () => {
    const response = await routes.token(new Request('http://localhost/api/forms/token'), params)
    const { formToken } = (await response.json()) as { formToken: string }
    expect(formToken).toMatch(/^\d+\.[\w-]+\.[\w-]+$/)
    const { spamReason } = await import('@/questions/spam/spamVerdict')
    const { serverRequest } = await import('@/platform/unitOfWork/transaction')
    const req = await serverRequest(payload)
    expect(await spamReason(req, { formToken, html: '<p>hi</p>' })).toMatch(/less than 3 seconds/)
    expect(await spamReason(req, { formToken, html: '<p>hi</p>' }, Date.now() + 3_500)).toBeNull()
  })

  it('limits each address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await send(routes.ask, '/api/comments', question(), '192.0.2.9')).status)
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe(`moderation, replies and answers (${testDatabase()})`, () => {
  let questionId: number

  it('publishes an approved question, e-mails the asker a link to it, and never shows contact details', async () => {
    await ask({ author: 'Robin Shopper', email: 'robin@example.com', text: '<p>How long should a tub last?</p>' })
    questionId = (await newest()).id
    await approve(questionId)

    const page = await list(`page=/${PAGE}&pageNum=1`)
    expect(page.status).toBe(200)
    expect(page.body.comments[0]).toEqual({
      _id: String(questionId),
      author: 'Robin Shopper',
      text: '<p>How long should a tub last?</p>',
      date: expect.any(String),
      replies: [],
    })
    const json = JSON.stringify(page.body)
    for (const secret of ['robin@example.com', 'pat@example.com', '5550100199', '90210'])
      expect(json).not.toContain(secret)

    const [mail] = await outbox('question-live')
    expect(mail).toMatchObject({ to: 'robin@example.com', subject: 'Your question is live on TubWise' })
    expect(mail!.text).toContain(`/asktheexperts#comment-${questionId}`)
    // Saving it again sends nothing more.
    await payload.update({
      collection: 'comments',
      id: questionId,
      data: { author: 'Robin S. Shopper' },
      user: moderator,
      overrideAccess: false,
    })
    expect(await outbox('question-live')).toHaveLength(1)
  })

  it('takes replies to approved questions only, and publishes them after approval', async () => {
    const body = {
      commentId: questionId,
      reply: { author: 'Sam Owner', email: 'sam@example.com', text: '<p>Mine lasted 20 years.</p>' },
      formToken: aged(),
    }
    const sent = await send(routes.reply, '/api/comments/reply', body)
    expect(sent.status, JSON.stringify(await sent.clone().json())).toBe(201)
    const reply = await newest()
    expect(reply).toMatchObject({ parent: questionId, page: PAGE, status: 'pending' })
    expect((await send(routes.reply, '/api/comments/reply', { ...body, commentId: 999_999 })).status).toBe(404)
    await ask()
    expect((await send(routes.reply, '/api/comments/reply', { ...body, commentId: (await newest()).id })).status).toBe(
      404,
    )
    const invalid = await send(routes.reply, '/api/comments/reply', {
      ...body,
      reply: { author: 'Sam', email: 'x', text: '' },
    })
    expect(await invalid.json()).toEqual({
      errors: {
        'reply.author': 'Please Enter your Name',
        'reply.email': 'Please Enter a Valid Email Address',
        'reply.text': 'Please Enter a Valid Comment or Question!',
      },
    })

    expect((await list(`page=${PAGE}`)).body.comments[0].replies).toEqual([])
    await approve(reply.id)
    expect((await list(`page=${PAGE}`)).body.comments[0].replies).toEqual([
      { author: 'Sam Owner', text: '<p>Mine lasted 20 years.</p>', date: expect.any(String), staff: false },
    ])
    expect((await outbox('question-live'))[0]).toMatchObject({
      to: 'sam@example.com',
      subject: 'Your reply is live on TubWise',
    })
  })

  it('publishes a staff answer at once, approves its question and e-mails the asker the answer', async () => {
    await ask({ author: 'Lee Newbuyer', email: 'lee@example.com', text: '<p>Are clamps really needed?</p>' })
    const pending = await newest()
    await payload.create({
      collection: 'comments',
      data: { parent: pending.id, text: 'Yes.\n\nGlue gives up after 5 to 7 years.' } as never,
      user: moderator,
      overrideAccess: false,
    })
    const answer = await newest()
    expect(answer).toMatchObject({
      staff: true,
      status: 'approved',
      author: 'Dana from TubWise',
      page: PAGE,
      text: '<p>Yes.</p><p>Glue gives up after 5 to 7 years.</p>',
    })

    const [first] = (await list(`page=${PAGE}`)).body.comments
    expect(first).toMatchObject({ _id: String(pending.id), replies: [{ author: 'Dana from TubWise', staff: true }] })
    const [mail] = await outbox('question-answered')
    expect(mail).toMatchObject({ to: 'lee@example.com' })
    expect(mail!.text).toContain('Glue gives up after 5 to 7 years.')
    expect(await outbox('question-live')).toHaveLength(2)
  })

  it('pages the list newest first with hasMore, and deletes replies with their question', async () => {
    for (let i = 0; i < 11; i++) {
      const created = await payload.create({
        collection: 'comments',
        data: { page: PAGE, author: `Asker ${i}`, text: `<p>Question ${i}</p>`, status: 'pending' },
        user: moderator,
        overrideAccess: false,
      })
      expect(created.status).toBe('approved')
    }
    const first = await list(`page=${PAGE}&pageNum=1`)
    expect(first.body.comments).toHaveLength(10)
    expect(first.body.comments[0].author).toBe('Asker 10')
    expect(first.body.hasMore).toBe(true)
    const second = await list(`page=${PAGE}&pageNum=2`)
    expect(second.body.hasMore).toBe(false)
    expect((await list('pageNum=1')).status).toBe(400)

    await payload.delete({ collection: 'comments', id: questionId, user: moderator, overrideAccess: false })
    expect(
      (await payload.count({ collection: 'comments', where: { parent: { equals: questionId } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('keeps the collection away from the public and from editors', async () => {
    await expect(payload.find({ collection: 'comments', overrideAccess: false })).rejects.toThrow()
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'ed@tubwise.example', password: 'a-long-test-password', role: 'editor' },
      overrideAccess: true,
    })
    await expect(
      payload.find({ collection: 'comments', user: { ...editor, collection: 'users' }, overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe(`the sanitiser against ${XSS_PAYLOADS.length} XSS payloads (${testDatabase()})`, () => {
  it('stores none of them in a form that could run', async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50)
    for (const [index, payloadHtml] of XSS_PAYLOADS.entries()) {
      const response = await send(
        routes.ask,
        '/api/comments',
        question({ text: `<p>case ${index}</p>${payloadHtml}` }),
        `10.9.${index}.1`,
      )
      expect(response.status, payloadHtml).toBe(201)
      const stored = await newest()
      for (const forbidden of FORBIDDEN_IN_STORED_HTML)
        expect(stored.text, `${payloadHtml} → ${stored.text}`).not.toMatch(forbidden)
      // Links that survive are safe ones, and open safely.
      for (const [, href] of stored.text.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:\/\/|mailto:)/)
      for (const anchor of stored.text.match(/<a\s[^>]*>/g) ?? [])
        expect(anchor).toContain('rel="noopener noreferrer nofollow ugc"')
    }
  })

  it('keeps what the editor produces', async () => {
    const html =
      '<h2 style="text-align: center">Title</h2><p style="margin-left: 80px">Indented ' +
      '<span style="color: #9b1c1c">red</span> <u>u</u> <s>s</s> <em>e</em></p>' +
      '<ol start="3"><li><p>one</p></li></ol><ul><li><p>two</p></li></ul>' +
      '<blockquote><p>quote</p></blockquote><pre><code>code</code></pre>' +
      '<p><a href="https://example.com/x" target="_blank" rel="noopener ' +
      'noreferrer nofollow">link</a> <a href="mailto:a@example.com">mail</a></p>' +
      '<img src="https://example.com/a.png" alt="a tub" title="Tub" width="120">'
    const response = await send(routes.ask, '/api/comments', question({ text: html }))
    expect(response.status).toBe(201)
    expect((await newest()).text).toBe(
      html
        .replace(/style="([a-z-]+): /g, 'style="$1:')
        .replace('rel="noopener noreferrer nofollow"', 'rel="noopener noreferrer nofollow ugc"')
        .replace(
          '<a href="mailto:a@example.com">',
          '<a href="mailto:a@example.com" rel="noopener noreferrer nofollow ugc">',
        )
        .replace(
          '<img src="https://example.com/a.png" alt="a tub" title="Tub" width="120">',
          '<img src="https://example.com/a.png" alt="a tub" title="Tub" width="120" />',
        ),
    )
  })
})
