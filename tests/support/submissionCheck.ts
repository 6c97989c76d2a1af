// After a load run: is every question that got a 201 stored, and did its staff e-mail reach the
// SMTP listener exactly once? Reads PostgreSQL directly and the listener's received mail.
import pg from 'pg'

import type { ReceivedMail } from './smtpListener.ts'

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
const numbersIn = (text: string, marker: string): number[] =>
  [...text.matchAll(new RegExp(`${marker}-q(\\d+)-end`, 'g'))].map((match) => Number(match[1]))
/** The Message-ID header of a received message's raw text. */
export const messageId = ({ raw }: { raw: string }): string => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? ''

async function query<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  values: unknown[],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(sql, values)).rows
  } finally {
    await client.end()
  }
}

export type SubmissionCheck = {
  posted: number
  accepted: number
  stored: number
  lost: number[]
  storedWithout201: number[]
  unmailed: number[]
  mailedTwice: number[]
  mails: number
  uniqueMessageIds: number
  /** Seconds until every stored question had its e-mail, or null when some never did. */
  mailedAllAfter: number | null
  /** Outbox rows of the run by status. */
  outbox: Record<string, number>
}

/**
 * Waits up to `waitMs` for a staff e-mail per stored question of the run marked `marker`, then
 * `settleMs` more (a second delivery would show by then), and answers what was lost, unmailed or
 * mailed twice.
 */
export async function checkSubmissions({
  databaseUrl,
  received,
  staffInbox,
  marker,
  questions,
  waitMs,
  settleMs,
}: {
  databaseUrl: string
  received: ReceivedMail[]
  staffInbox: string
  marker: string
  /** The run's outcomes: each question's number and the status its POST got (or its error code). */
  questions: { number: number; status: number | string }[]
  waitMs: number
  settleMs: number
}): Promise<SubmissionCheck> {
  const like = `%${marker}-q%`
  const storedNumbers = async () =>
    new Set(
      (await query<{ text: string }>(databaseUrl, 'SELECT text FROM comments WHERE text LIKE $1', [like])).flatMap(
        (row) => numbersIn(row.text, marker),
      ),
    )
  const staffMail = () => received.filter((mail) => mail.to.includes(staffInbox) && mail.raw.includes(`${marker}-q`))
  const mailsPer = () => {
    const counts = new Map<number, number>()
    for (const mail of staffMail())
      for (const number of new Set(numbersIn(mail.raw, marker))) counts.set(number, (counts.get(number) ?? 0) + 1)
    return counts
  }

  const stored = await storedNumbers()
  const started = Date.now()
  let mailedAllAfter: number | null = null
  while (Date.now() - started < waitMs) {
    const counts = mailsPer()
    if ([...stored].every((number) => counts.has(number))) {
      mailedAllAfter = (Date.now() - started) / 1000
      break
    }
    await sleep(500)
  }
  await sleep(settleMs)

  const counts = mailsPer()
  const accepted = questions.filter((question) => question.status === 201).map((question) => question.number)
  const mails = staffMail()
  const outbox = await query<{ status: string; n: number }>(
    databaseUrl,
    'SELECT status, count(*)::int AS n FROM outbox WHERE text LIKE $1 GROUP BY status ORDER BY status',
    [like],
  )
  return {
    posted: questions.length,
    accepted: accepted.length,
    stored: stored.size,
    lost: accepted.filter((number) => !stored.has(number)),
    storedWithout201: [...stored].filter((number) => !accepted.includes(number)),
    unmailed: [...stored].filter((number) => !counts.has(number)),
    mailedTwice: [...counts].filter(([, n]) => n > 1).map(([number]) => number),
    mails: mails.length,
    uniqueMessageIds: new Set(mails.map(messageId)).size,
    mailedAllAfter,
    outbox: Object.fromEntries(outbox.map((row) => [row.status, row.n])),
  }
}
