import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { formatLongDate } from '@/site/dates'
import { LINK_INVALID } from '@/watercare/reminders/schema'

import { startTestPayload, testDatabase } from '../../support/payload'
import { freshPeer, noParams, postJson, type RouteHandler } from '../../support/routes'
import { fromPeer } from '../../support/throughOurServer'

let payload: Payload
/** The daily job's servers: on PostgreSQL two Payload instances, each with its own pool. */
let servers: Payload[]
let subscribeRoute: RouteHandler
let confirmRoute: RouteHandler
let manageRoute: RouteHandler
let oneClickRoute: RouteHandler

beforeAll(async () => {
  payload = await startTestPayload()
  if (testDatabase() === 'postgres') {
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    servers = [payload, await getPayload({ config, key: 'reminders-server-b' })]
  } else {
    // SQLite is one server's database: its runners share the process (and its write gate).
    servers = [payload, payload]
  }
  subscribeRoute = (await import('@/app/api/water-care/reminders/route')).POST as RouteHandler
  confirmRoute = (await import('@/app/api/water-care/reminders/confirm/route')).POST as RouteHandler
  manageRoute = (await import('@/app/api/water-care/reminders/manage/route')).POST as RouteHandler
  oneClickRoute = (await import('@/app/api/one-click/care-reminders/route')).POST as RouteHandler
  ;({ sendDueReminders } = await import('@/watercare/reminders/server/sendDueReminders'))
})
afterAll(async () => {
  for (const server of new Set(servers)) await server.destroy()
})
afterEach(() => {
  vi.useRealTimers()
})

/** The daily job's round (imported once Payload is up: it reaches the config through the state figures). */
let sendDueReminders: (typeof import('@/watercare/reminders/server/sendDueReminders'))['sendDueReminders']

const DAY_MS = 24 * 60 * 60_000
/** Runs the clock `days` ahead of now (only `Date`: timers and the database run as they do). */
const travel = (days: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(Date.now() + days * DAY_MS))
}

const signUp = (email: string, kinds: string[] = ['filterRinse'], extra: Record<string, unknown> = {}) =>
  postJson(subscribeRoute, '/api/water-care/reminders', {
    email,
    gallons: '400',
    bathersPerDay: '2',
    kinds,
    centsPerKwh: '',
    state: '',
    ...extra,
  })
const mailTo = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      sort: 'id',
      pagination: false,
      overrideAccess: true,
    })
  ).docs
const ownerOf = async (email: string) =>
  (await payload.find({ collection: 'care-owners', where: { email: { equals: email } }, overrideAccess: true })).docs[0]
const remindersOf = async (ownerId: number) =>
  (
    await payload.find({
      collection: 'care-reminders',
      where: { owner: { equals: ownerId } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs
/** The `token` of the link labelled `label` in a message's plain text. */
const tokenIn = (text: string, label: string): string => {
  const link = new RegExp(`${label}: (\\S+)`).exec(text)?.[1]
  expect(link, `the e-mail carries "${label}"`).toBeDefined()
  return new URL(link!).searchParams.get('token')!
}
/** One day's run of the job on every server at once, until none takes an owner. */
const runDailyJob = async () => {
  await Promise.all(servers.map((server) => sendDueReminders(server, 5)))
  while ((await sendDueReminders(payload, 5)) > 0);
}
const confirmed = async (email: string, kinds?: string[], extra?: Record<string, unknown>) => {
  expect((await signUp(email, kinds, extra)).status).toBe(202)
  const [confirmation] = await mailTo(email)
  const response = await postJson(confirmRoute, '/api/water-care/reminders/confirm', {
    token: tokenIn(confirmation!.text, 'Confirm my reminders'),
  })
  expect(response.status).toBe(200)
  return (await ownerOf(email))!
}

/** The UTC day `offset` days from now, and how a mail writes a day. */
const dayFromNow = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)
const longDay = (day: string) => formatLongDate(`${day}T00:00:00Z`)
/** A confirmed owner of the drain reminder whose tub was last filled `daysAgo`, and their started mail's text. */
const confirmedFilled = async (email: string, daysAgo: number) => {
  const owner = await confirmed(email, ['drainRefill'], { lastFilledOn: dayFromNow(-daysAgo) })
  const started = (await mailTo(email)).find((mail) => mail.template === 'care-reminders-started')
  return { owner, started: started!.text }
}
/** The day before `days` from now the job sends the owner nothing; on that day, the drain due that day. */
const expectDrainIn = async (ownerId: number, days: number) => {
  const dueOn = dayFromNow(days)
  travel(days - 1)
  await runDailyJob()
  expect(await remindersOf(ownerId)).toHaveLength(0)
  travel(1)
  await runDailyJob()
  expect((await remindersOf(ownerId)).map((row) => [row.kind, row.dueOn])).toEqual([['drainRefill', dueOn]])
}

describe(`care reminders by e-mail (${testDatabase()})`, () => {
  it('before confirmation: one confirmation mail, nothing else, however often the address is typed', async () => {
    const responses = await Promise.all([signUp('wait@example.com'), signUp('wait@example.com')])
    for (let again = 0; again < 3; again += 1) responses.push(await signUp('Wait@Example.com'))
    expect(responses.map((response) => response.status)).toEqual([202, 202, 202, 202, 202])
    expect(await Promise.all(responses.map((response) => response.json()))).toEqual(Array(5).fill({ ok: true }))

    const mails = await mailTo('wait@example.com')
    expect(mails.map((mail) => mail.template)).toEqual(['care-reminders-confirm'])
    expect(mails[0]!.text).toContain('400-gallon hot tub used by 2 bathers a day: filter rinse')
    expect((await ownerOf('wait@example.com'))!.status).toBe('waiting')

    // Weeks pass unconfirmed: the daily job sends nothing.
    travel(20)
    await runDailyJob()
    expect((await mailTo('wait@example.com')).map((mail) => mail.template)).toEqual(['care-reminders-confirm'])

    // A day after the last one, typing the address again sends one more, and only one.
    travel(1)
    await signUp('wait@example.com')
    await signUp('wait@example.com')
    expect(await mailTo('wait@example.com')).toHaveLength(2)
  })

  it('deletes a sign-up nobody confirmed 30 days after it was made', async () => {
    await signUp('never@example.com')
    travel(31)
    await runDailyJob()
    expect(await ownerOf('never@example.com')).toBeUndefined()
  })

  it('answers a confirmed address as any other and mails it nothing', async () => {
    await confirmed('known@example.com')
    const again = await signUp('known@example.com', ['drainRefill'])
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual({ ok: true })
    expect((await mailTo('known@example.com')).map((mail) => mail.template)).toEqual([
      'care-reminders-confirm',
      'care-reminders-started',
    ])
    expect((await ownerOf('known@example.com'))!).toMatchObject({ drainRefill: false, filterRinse: true })
  })

  it('refuses a changed or expired confirmation link, and confirms twice at once only once', async () => {
    expect((await signUp('link@example.com')).status).toBe(202)
    const token = tokenIn((await mailTo('link@example.com'))[0]!.text, 'Confirm my reminders')
    const [subject, expires, signature] = token.split('.') as [string, string, string]
    const changed = await postJson(confirmRoute, '/api/water-care/reminders/confirm', {
      token: `${subject}.${Number(expires) + 1}.${signature}`,
    })
    expect(changed.status).toBe(400)
    expect(((await changed.json()) as { errors: { token: string } }).errors.token).toMatch(/not one we sent/)

    travel(8)
    const late = await postJson(confirmRoute, '/api/water-care/reminders/confirm', { token })
    expect(late.status).toBe(400)
    expect(((await late.json()) as { errors: { token: string } }).errors.token).toMatch(/expired/)
    vi.useRealTimers()

    const twins = await Promise.all(
      [1, 2].map(() => postJson(confirmRoute, '/api/water-care/reminders/confirm', { token })),
    )
    expect(twins.map((response) => response.status)).toEqual([200, 200])
    expect((await ownerOf('link@example.com'))!.status).toBe('confirmed')
    // One mail says they started, when the first rinse comes, and how to stop.
    const started = (await mailTo('link@example.com')).filter((mail) => mail.template === 'care-reminders-started')
    expect(started).toHaveLength(1)
    expect(started[0]!.text).toMatch(/filter rinse: \w+ \d+, \d{4}/)
    expect(started[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })

  it('sends each reminder exactly once, however many servers run the job at once', async () => {
    const owner = await confirmed('once@example.com')
    // 1 to 13 days after confirming: no rinse is due yet.
    travel(13)
    await runDailyJob()
    expect(await remindersOf(owner.id)).toHaveLength(0)
    // Day 14: the rinse, once, whatever every server and a second run do.
    travel(1)
    await runDailyJob()
    await runDailyJob()
    const sent = await remindersOf(owner.id)
    expect(sent.map((row) => row.kind)).toEqual(['filterRinse'])
    const mails = (await mailTo('once@example.com')).filter((mail) => mail.template === 'care-reminder-filterRinse')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http.+\/api\/one-click\/care-reminders\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mails[0]!.text).toMatch(/Manage my reminders: http\S+\/water-care\/reminders\/manage\?token=/)
  })

  it('two servers claiming at once never take the same owner; a claim held past the lease is taken again', async () => {
    const { claimCareOwners } = await import('@/platform/db/statements/claimCareOwners')
    const { JOB_LEASE_MS } = await import('@/platform/db/statements/lease')
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) await confirmed(`claim-${name}@example.com`)
    travel(3)
    const today = new Date().toISOString().slice(0, 10)
    const [first, second] = await Promise.all(servers.map((server) => claimCareOwners(server, { today, limit: 3 })))
    expect(first!.filter((id) => second!.includes(id))).toEqual([])
    expect(first!.length + second!.length).toBeGreaterThanOrEqual(6)
    // Held, not yet looked at: nobody takes them until the lease has passed.
    const held = [...first!, ...second!]
    const again = await claimCareOwners(payload, { today, limit: 100 })
    expect(again.filter((id) => held.includes(id))).toEqual([])
    const later = await claimCareOwners(payload, {
      today,
      limit: 100,
      now: new Date(Date.now() + JOB_LEASE_MS + 1_000),
    })
    expect(held.every((id) => later.includes(id))).toBe(true)
  })

  it('sends at most two reminders to an owner in any 7 days', async () => {
    const owner = await confirmed('capped@example.com', ['filterRinse', 'filterDeepClean', 'drainRefill'])
    // Day 90: the deep clean (day 90), the drain (day 66) and a rinse (day 84) are all due.
    travel(90)
    await runDailyJob()
    expect((await remindersOf(owner.id)).map((row) => row.kind).sort()).toEqual(['drainRefill', 'filterRinse'])
    for (let day = 1; day <= 6; day += 1) {
      travel(1)
      await runDailyJob()
    }
    expect(await remindersOf(owner.id)).toHaveLength(2)
    // Day 97: a new week, and the deep clean goes.
    travel(1)
    await runDailyJob()
    expect((await remindersOf(owner.id)).map((row) => row.kind).sort()).toEqual([
      'drainRefill',
      'filterDeepClean',
      'filterRinse',
    ])
  })

  it('counts the started mail in the weekly cap: with it, one reminder in the first 7 days', async () => {
    // 60 gallons ÷ 3 ÷ 20 bathers = a drain due every day from the day after confirming.
    const owner = await confirmed('capped-start@example.com', ['drainRefill'], { gallons: '60', bathersPerDay: '20' })
    // Days 1 to 6: the started mail (day 0) and the day-1 reminder fill the week; nothing more goes.
    for (let day = 1; day <= 6; day += 1) {
      travel(1)
      await runDailyJob()
    }
    const sentInFirstWeek = await remindersOf(owner.id)
    expect(sentInFirstWeek.map((row) => row.sentOn)).toEqual([sentInFirstWeek[0]!.dueOn])
    const subscriberMails = (await mailTo('capped-start@example.com')).filter(
      (mail) => mail.template !== 'care-reminders-confirm',
    )
    expect(subscriberMails.map((mail) => mail.template)).toEqual([
      'care-reminders-started',
      'care-reminder-drainRefill',
    ])
    // Day 7: the started mail has left the 7 days (days 1 to 7), so one more goes.
    travel(1)
    await runDailyJob()
    expect(await remindersOf(owner.id)).toHaveLength(2)
  })

  it('a sign-up with its last fill gets the drain reminder counted from that day', async () => {
    // 400 ÷ 3 ÷ 2 = 66 days (rounded down). Filled 60 days ago: the drain is due 6 days from today.
    const { owner, started } = await confirmedFilled('filled@example.com', 60)
    expect(owner.lastFilledOn).toBe(dayFromNow(-60))
    expect(started).toContain(`drain and refill: ${longDay(dayFromNow(6))}`)
    expect(started).not.toContain('overdue')
    await expectDrainIn(owner.id, 6)
  })

  it('a drain overdue by the last fill: the started mail says so, and the count starts again', async () => {
    // Filled 100 days ago: due 34 days ago (100 − 66). The next drain: 66 days from today.
    const { owner, started } = await confirmedFilled('overdue@example.com', 100)
    expect(started).toContain(
      'Your drain and refill is overdue: by the day you last filled the tub, it was due on ' +
        `${longDay(dayFromNow(-34))}.`,
    )
    expect(started).toContain(`drain and refill: ${longDay(dayFromNow(66))}`)
    await expectDrainIn(owner.id, 66)
  })

  it('refuses a last fill in the future, naming the field, and stores nothing', async () => {
    const response = await signUp('future@example.com', ['drainRefill'], { lastFilledOn: dayFromNow(3) })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      lastFilledOn: 'Last filled on must be a day between January 1, 2000 and today.',
    })
    expect(await ownerOf('future@example.com')).toBeUndefined()
  })

  it('an unsubscribe stops the next reminder; new settings start them again', async () => {
    const owner = await confirmed('stop@example.com')
    travel(14)
    await runDailyJob()
    const [reminder] = (await mailTo('stop@example.com')).filter((mail) => mail.template !== 'care-reminders-confirm')
    const token = tokenIn(reminder!.text, 'Manage my reminders')
    const stop = await postJson(manageRoute, '/api/water-care/reminders/manage', { token, action: 'unsubscribe' })
    expect(stop.status).toBe(200)
    travel(14)
    await runDailyJob()
    expect(await remindersOf(owner.id)).toHaveLength(1)

    const restart = await postJson(manageRoute, '/api/water-care/reminders/manage', {
      token,
      action: 'update',
      settings: { gallons: 400, bathersPerDay: 2, kinds: ['filterRinse'], centsPerKwh: '', state: '' },
    })
    expect(restart.status).toBe(200)
    travel(1)
    await runDailyJob()
    expect(await remindersOf(owner.id)).toHaveLength(2)
  })

  it("one click on the mail's unsubscribe (RFC 8058 POST, no cookie) stops the next reminder", async () => {
    const owner = await confirmed('click@example.com')
    travel(14)
    await runDailyJob()
    const [reminder] = (await mailTo('click@example.com')).filter(
      (mail) => mail.template === 'care-reminder-filterRinse',
    )
    const unsubscribe = /^<(.+)>$/.exec((reminder!.headers as Record<string, string>)['List-Unsubscribe']!)![1]!
    const post = () =>
      oneClickRoute(
        new Request(unsubscribe, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromPeer(freshPeer()) },
          body: 'List-Unsubscribe=One-Click',
        }),
        noParams,
      )
    const response = await post()
    expect(response.status).toBe(200)
    expect((await post()).status).toBe(200)
    expect((await ownerOf('click@example.com'))!.status).toBe('unsubscribed')
    travel(14)
    await runDailyJob()
    expect(await remindersOf(owner.id)).toHaveLength(1)

    const changed = new URL(unsubscribe)
    changed.searchParams.set('token', `${changed.searchParams.get('token')!}x`)
    const refused = await oneClickRoute(
      new Request(changed, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
      noParams,
    )
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ errors: { token: LINK_INVALID } })
    // No token, or one longer than any we sign: the same sentence, and nothing is looked up.
    for (const token of ['', 'x'.repeat(201)]) {
      const address = new URL(unsubscribe)
      address.searchParams.set('token', token)
      const answer = await oneClickRoute(
        new Request(address, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
        noParams,
      )
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ errors: { token: LINK_INVALID } })
    }
  })

  it('delete erases the owner, the reminders sent and our e-mails to the address', async () => {
    const owner = await confirmed('gone@example.com')
    travel(14)
    await runDailyJob()
    expect(await remindersOf(owner.id)).toHaveLength(1)
    const [reminder] = (await mailTo('gone@example.com')).filter(
      (mail) => mail.template === 'care-reminder-filterRinse',
    )
    const token = tokenIn(reminder!.text, 'Manage my reminders')
    const gone = await postJson(manageRoute, '/api/water-care/reminders/manage', { token, action: 'delete' })
    expect(gone.status).toBe(200)
    expect(await ownerOf('gone@example.com')).toBeUndefined()
    expect(await remindersOf(owner.id)).toHaveLength(0)
    expect(await mailTo('gone@example.com')).toHaveLength(0)
    // The link now leads nowhere.
    const again = await postJson(manageRoute, '/api/water-care/reminders/manage', { token, action: 'unsubscribe' })
    expect(again.status).toBe(400)
  })

  it("staff's dashboard counts owners by status and the reminders sent", async () => {
    const { careReminderFigures } = await import('@/watercare/reminders/server/figures')
    const before = await careReminderFigures(payload)
    await signUp('count-waiting@example.com')
    await confirmed('count-on@example.com')
    await confirmed('count-off@example.com')
    const started = (await mailTo('count-off@example.com')).find((mail) => mail.template === 'care-reminders-started')
    const token = tokenIn(started!.text, 'Manage my reminders')
    await postJson(manageRoute, '/api/water-care/reminders/manage', { token, action: 'unsubscribe' })
    expect(await careReminderFigures(payload)).toEqual({
      ...before,
      waiting: before.waiting + 1,
      subscribed: before.subscribed + 1,
      unsubscribed: before.unsubscribed + 1,
    })
    travel(14)
    const allSent = async () => (await payload.count({ collection: 'care-reminders', overrideAccess: true })).totalDocs
    const [beforeTheJob, sentBefore] = [await careReminderFigures(payload), await allSent()]
    await runDailyJob()
    const after = await careReminderFigures(payload)
    // Every owner still confirmed and due got its reminder today, count-on@ among them; count-off@ did not.
    const sentNow = (await allSent()) - sentBefore
    expect(sentNow).toBeGreaterThanOrEqual(1)
    expect(after.sentLast7Days).toBe(beforeTheJob.sentLast7Days + sentNow)
    expect(after.sentLast30Days).toBe(beforeTheJob.sentLast30Days + sentNow)
    expect(await remindersOf((await ownerOf('count-on@example.com'))!.id)).toHaveLength(1)
    expect(await remindersOf((await ownerOf('count-off@example.com'))!.id)).toHaveLength(0)
  })

  it('the autumn cover check prices a soaked cover at their state and tariff, or says what it lacks', async () => {
    const { seedStateFigures } = await import('@/buyertools/runningCost/server/seedStateFigures')
    await seedStateFigures(payload)
    const signUpFor = async (email: string, extra: Record<string, unknown>) => {
      expect((await signUp(email, ['coverCheck'], extra)).status).toBe(202)
      const [confirmation] = await mailTo(email)
      const token = tokenIn(confirmation!.text, 'Confirm my reminders')
      expect((await postJson(confirmRoute, '/api/water-care/reminders/confirm', { token })).status).toBe(200)
    }
    await signUpFor('cover-mn@example.com', { state: 'MN' })
    await signUpFor('cover-wy@example.com', { state: 'WY' })
    await signUpFor('cover-none@example.com', {})
    // To the next 1 October, whatever today is.
    const now = new Date()
    const year = now.getUTCMonth() >= 9 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
    travel(Math.ceil((Date.UTC(year, 9, 1) - now.getTime()) / DAY_MS))
    await runDailyJob()
    const coverMail = async (email: string) =>
      (await mailTo(email)).find((mail) => mail.template === 'care-reminder-coverCheck')!.text
    // Minnesota's January, 10.1 °F (NOAA nClimDiv 1991–2020), at its average 14.73 ¢ (EIA 2023), 400 gallons:
    // the limit 3.75 × 400^(2/3) + 40 = 243.58 W; at 102 °F, 243.58 × (102 − 10.1) ÷ 37 = 605.00 W with a good
    // cover; worn, 0.4 × 605.00 = 242.00 W more; × 730.5 hours = 176.78 kWh; × 14.73 ¢ = $26.04 a month.
    expect(await coverMail('cover-mn@example.com')).toMatch(
      new RegExp(
        'Minnesota’s January \\(10\\.1 °F on average: .+\\), that is about 177 kWh and \\$26\\.04 a month at ' +
          '14\\.73 ¢ a kWh, Minnesota’s average residential price',
      ),
    )
    expect(await coverMail('cover-wy@example.com')).toContain(
      'We have no average electricity price on file for Wyoming',
    )
    expect(await coverMail('cover-none@example.com')).toContain('give us your state on the manage page')
    expect(await coverMail('cover-mn@example.com')).toMatch(/Measure your tub: http\S+\/hot-tub-running-cost/)
  })

  it('refuses bad fields naming the field and its range, and stores nothing', async () => {
    const response = await signUp('bad@example.com', [], { gallons: '0', bathersPerDay: 'lots', email: 'no' })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors.gallons).toBe('Fill volume must be between 50 and 5,000 gallons.')
    expect(errors.bathersPerDay).toBe('Enter bathers per day as a number. Bathers per day must be between 0.1 and 20.')
    expect(errors.kinds).toBe('Choose at least one reminder.')
    expect(errors.email).toBe('Enter one e-mail address, like name@example.com.')
    expect(await ownerOf('bad@example.com')).toBeUndefined()
  })
})
