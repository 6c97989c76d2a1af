// The scale-out topology of `npm run scale:demo` at small scale: a private PostgreSQL, two app
// servers on one build, nginx caching in front (tests/support/topology.ts).
//
// `npm test` runs it right after the end-to-end step and serves the build that step made (against
// its SQLite file) instead of a second 3-4 minute build. Sound for what this test reads: the build's
// only database-made pages are /, /feed.xml and /sitemap.xml (post pages render on first visit),
// and those hold the same seeded demo content as the database here. Alone: `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../support/postgres'
import { checkSubmissions, messageId } from '../support/submissionCheck'
import { startTopology } from '../support/topology'
import { postFrom } from '../support/e2e/fromAddress'
import { smtpListener } from '../support/smtpListener'

const ADMIN = { email: 'scale-admin@tubwise.example', password: 'scale-admin-password-0123' }
const STAFF_INBOX = 'staff@tubwise.example' // the seeded site settings' staff inbox
const FRESH_WITHIN_MS = 2_000
// nginx keeps a page 1-2 s (it counts whole seconds) and serves the old copy while it refreshes it in
// the background, from a server that may itself be re-rendering it: up to 2 s on top of the servers'.
const FRESH_THROUGH_PROXY_WITHIN_MS = 3_000
const QUESTIONS = 50
const run = Date.now().toString(36)

type Topology = Awaited<ReturnType<typeof startTopology>>
let topology: Topology
let smtp: ReturnType<typeof smtpListener>
let smtpPort: number
let serverLog: string[] = []

const serverA = () => topology.servers[0]!.url
const serverB = () => topology.servers[1]!.url
const proxy = () => topology.proxy.url

beforeAll(async () => {
  smtpPort = await freePort()
  smtp = smtpListener(smtpPort)
  await smtp.start()
  serverLog = []
  topology = await startTopology({
    build: 'existing',
    log: (line) => serverLog.push(line),
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYLOAD_SECRET: 'scale-test-secret-not-for-production',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_BASE_MS: '2000',
      // The crash test: jobs a killed server had taken are taken again after this, not 5 minutes.
      JOB_LEASE_MS: '8000',
    },
  })
}, 300_000)

afterAll(async () => {
  await topology?.stop()
  await smtp?.stop()
})

async function staffToken(base: string) {
  const response = await fetch(`${base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** The servers' own account of what went wrong, for a failure's message. */
const serverErrors = () =>
  serverLog
    .filter((line) => /error|\[api\]/i.test(line))
    .slice(-30)
    .join('\n')

const page = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, cache: response.headers.get('x-cache-status'), html: await response.text() }
}

/** Polls `check` until it is true; the milliseconds it took, or null after `limitMs`. */
async function msUntil(check: () => Promise<boolean>, since: number, limitMs: number): Promise<number | null> {
  for (;;) {
    if (await check()) return Date.now() - since
    if (Date.now() - since > limitMs) return null
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('two app servers on one PostgreSQL behind nginx', () => {
  it(
    'the topology answers: both servers, pages through ' + 'nginx cached for a moment, never /admin or a search',
    async () => {
      for (const base of [serverA(), serverB(), proxy()]) expect((await page(`${base}/api/health`)).status).toBe(200)
      const first = await page(`${proxy()}/asktheexperts`)
      expect(first.status).toBe(200)
      expect(first.html).toContain('Questions and Answers')
      const second = await page(`${proxy()}/asktheexperts`)
      expect(second.cache).toBe('HIT')
      await new Promise((resolve) => setTimeout(resolve, 2_100)) // nginx counts validity in whole seconds
      // Expired: served once more while nginx refreshes it in the background (STALE), or refetched.
      expect((await page(`${proxy()}/asktheexperts`)).cache).toMatch(/^(STALE|UPDATING|EXPIRED|MISS)$/)
      // Never through the cache: the admin, and pages rendered per request (which would queue one
      // behind another on the cache lock, as searches did under load).
      for (const path of ['/admin/login', '/search/jets', '/api/search?searchTerm=jets']) {
        const answer = await fetch(`${proxy()}${path}`)
        await answer.arrayBuffer()
        expect(answer.headers.get('x-cache-status') ?? '', path).toBe('')
      }
    },
  )

  it(
    `a title saved through server A is served by B and in B's search within ` +
      `${FRESH_WITHIN_MS / 1000} s, through nginx within ${FRESH_THROUGH_PROXY_WITHIN_MS / 1000} s`,
    async () => {
      const token = await staffToken(serverA())
      const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
      const list = await fetch(
        `${serverA()}/api/cms/posts?where[kind][equals]=article&where[_status][equals]=published&limit=1&depth=0`,
        { headers: auth },
      )
      const post = ((await list.json()) as { docs: { id: number; slug: string; title: string }[] }).docs[0]!
      expect(post).toBeDefined()
      const path = `/${post.slug}`
      const title = `Scale check ${run}`

      // B and nginx both hold the page before the edit, so freshness cannot come from a first render.
      const before = await page(`${serverB()}${path}`)
      expect(before.status).toBe(200)
      expect(before.html).not.toContain(title)
      await page(`${proxy()}${path}`)
      expect((await page(`${proxy()}${path}`)).cache).toBe('HIT')

      const saved = await fetch(`${serverA()}/api/cms/posts/${post.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ title }),
      })
      expect(saved.status).toBe(200)
      const at = Date.now()
      expect((await page(`${serverA()}${path}`)).html).toContain(title)

      const searchB = async () => {
        const response = await fetch(`${serverB()}/api/search?searchTerm=${encodeURIComponent(`Scale check ${run}`)}`)
        return ((await response.json()) as { posts: { title: string }[] }).posts.some((found) => found.title === title)
      }
      const [onB, throughProxy, inSearch] = await Promise.all([
        msUntil(async () => (await page(`${serverB()}${path}`)).html.includes(title), at, 5_000),
        msUntil(async () => (await page(`${proxy()}${path}`)).html.includes(title), at, 5_000),
        msUntil(searchB, at, 5_000),
      ])
      // One assertion with all three, so a failure says which were late (null: not within 5 s).
      expect({ onB, throughProxy, inSearch }).toEqual({
        onB: expect.toSatisfy((ms: number | null) => ms !== null && ms <= FRESH_WITHIN_MS),
        throughProxy: expect.toSatisfy((ms: number | null) => ms !== null && ms <= FRESH_THROUGH_PROXY_WITHIN_MS),
        inSearch: expect.toSatisfy((ms: number | null) => ms !== null && ms <= FRESH_WITHIN_MS),
      })
    },
  )

  it(
    `${QUESTIONS} questions posted alternately to A and B: ` +
      `${QUESTIONS} stored, ${QUESTIONS} staff e-mails, none twice`,
    async () => {
      const marker = `scale${run}`
      const servers = [serverA(), serverB()]
      const tokens = await Promise.all(
        Array.from({ length: QUESTIONS }, async (_, index) => {
          const response = await fetch(`${servers[index % 2]}/api/forms/token`)
          return ((await response.json()) as { formToken: string }).formToken
        }),
      )
      await new Promise((resolve) => setTimeout(resolve, 3_300)) // the form's anti-bot minimum

      // Each question as its own visitor: the servers trust one proxy hop (TRUST_PROXY_HOPS=1), so the
      // X-Forwarded-For entry a proxy would have appended is the address the rate limit counts.
      const answers = await Promise.all(
        tokens.map((formToken, index) =>
          postFrom(
            servers[index % 2]!,
            '127.0.0.1',
            '/api/comments',
            {
              page: '/asktheexperts',
              author: 'Scale Tester',
              email: `asker${index}@example.com`,
              text: `<p>Question ${marker}-q${index}-end?</p>`,
              formToken,
              website: '',
            },
            { 'X-Forwarded-For': `198.51.100.${index + 1}` },
          ),
        ),
      )
      expect(
        answers.map((answer) => answer.status),
        serverErrors(),
      ).toEqual(Array(QUESTIONS).fill(201))

      const token = await staffToken(serverB())
      const stored = await fetch(`${serverB()}/api/cms/comments?where[excerpt][contains]=${marker}&limit=200&depth=0`, {
        headers: { Authorization: `JWT ${token}` },
      })
      const { docs } = (await stored.json()) as { docs: { status: string }[] }
      expect(docs.map((doc) => doc.status)).toEqual(Array(QUESTIONS).fill('pending'))

      const staffMail = () => smtp.received.filter((mail) => mail.to.includes(STAFF_INBOX) && mail.raw.includes(marker))
      const deadline = Date.now() + 60_000
      while (staffMail().length < QUESTIONS && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 500))
      // Three more rounds of both servers' mail poller (every second): a second delivery would show by then.
      await new Promise((resolve) => setTimeout(resolve, 3_000))

      const mails = staffMail()
      const perQuestion = Array.from(
        { length: QUESTIONS },
        (_, index) => mails.filter((mail) => mail.raw.includes(`${marker}-q${index}-end`)).length,
      )
      expect({ mails: mails.length, uniqueMessageIds: new Set(mails.map(messageId)).size, perQuestion }).toEqual({
        mails: QUESTIONS,
        uniqueMessageIds: QUESTIONS,
        perQuestion: Array(QUESTIONS).fill(1),
      })
    },
    120_000,
  )
})

describe('a crash (last: it kills server A)', () => {
  it(
    'kill -9 of server A while 20 questions are posted ' + 'through nginx: every 201 stored and mailed exactly once',
    async () => {
      const marker = `crash${run}`
      const count = 20
      const victim = topology.servers[0]!
      const tokens = await Promise.all(
        Array.from(
          { length: count },
          async () => ((await (await fetch(`${proxy()}/api/forms/token`)).json()) as { formToken: string }).formToken,
        ),
      )
      await new Promise((resolve) => setTimeout(resolve, 3_300)) // the form's anti-bot minimum

      // One question every 50 ms, each from its own loopback address (nginx appends it; the servers
      // trust that hop), and A killed a quarter of the way through.
      const killed = new Promise<void>((resolve) =>
        setTimeout(() => {
          process.kill(victim.pid!, 'SIGKILL')
          resolve()
        }, 250),
      )
      const answers = await Promise.all(
        tokens.map(async (formToken, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 50))
          const body = {
            page: '/asktheexperts',
            author: 'Crash Tester',
            email: `crash${index}@example.com`,
            text: `<p>Question ${marker}-q${index}-end?</p>`,
            formToken,
            website: '',
          }
          return postFrom(proxy(), `127.30.0.${index + 1}`, '/api/comments', body).then(
            (answer) => answer.status,
            (error: NodeJS.ErrnoException) => error.code ?? 'error',
          )
        }),
      )
      await killed
      const questions = answers.map((status, number) => ({ number, status }))
      // nginx moves on to B for every request A never got; only one A had under way can fail.
      expect(
        questions.filter((question) => question.status === 201).length,
        `answers: ${answers.join(' ')}`,
      ).toBeGreaterThanOrEqual(count - 5)

      // Messages A had taken are taken again after the lease (JOB_LEASE_MS above), by B; three more
      // rounds of B's mail poller after the last arrives, so a repeat would show.
      const check = await checkSubmissions({
        databaseUrl: topology.databaseUrl,
        received: smtp.received,
        staffInbox: STAFF_INBOX,
        marker,
        questions,
        waitMs: 45_000,
        settleMs: 3_000,
      })
      expect({ lost: check.lost, unmailed: check.unmailed, mailedTwice: check.mailedTwice }, serverErrors()).toEqual({
        lost: [],
        unmailed: [],
        mailedTwice: [],
      })
      expect(check.uniqueMessageIds).toBe(check.mails)
    },
    90_000,
  )
})
