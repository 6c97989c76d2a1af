// One load run of the benchmark (lab/bench-load.mjs): visitors browsing cached pages through
// the proxy while questions arrive at a steady rate, each request timed and kept as a sample.
import { performance } from 'node:perf_hooks'
import { loopbackAddress, loopbackVisitor } from './loopbackClient.mjs'

/** What a visitor asks for, and how often: pages a reader of the site goes through. */
export const PAGE_MIX = [
  ['/', 16],
  ['/content/articles', 8],
  ['/content/reviews', 8],
  ['/content/videos', 4],
  ['/guide', 6],
  ['/brands', 6],
  ['/filtration_systems', 6],
  ['/how-much-should-i-pay-for-a-hot-tub', 6],
  ['/beware_of_full_foam', 6],
  ['/bluecrest-spas-review', 6],
  ['/northstar-spas-review', 6],
  ['/asktheexperts', 8],
  ['/hot_tub_bases', 5],
  ['/search/jets', 3],
  ['/search/filter', 2],
]
const MIX_TOTAL = PAGE_MIX.reduce((sum, [, weight]) => sum + weight, 0)

function pickPage() {
  let roll = Math.random() * MIX_TOTAL
  for (const [path, weight] of PAGE_MIX) if ((roll -= weight) < 0) return path
  return PAGE_MIX[0][0]
}

// The questions form refuses a token younger than 3 s (src/questions/spam/formToken.ts); its
// issue time is in whole seconds, rounded down, so 3 s after receiving it is always old enough.
const FORM_FILL_MS = 3_050
/** Loopback blocks: visitors from 127.10.x.y, each question from an address of its own from 127.20.x.y on. */
const VISITOR_BLOCK = 10
const QUESTION_BLOCK = 20

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `visitors` browsing visitors for `seconds` (each waits about `thinkMs` between pages) and
 * posts `questionsPerSecond` questions to `questionPage`: each question from its own address fetches
 * a form token, waits as a person filling in the form would, then posts. Questions are numbered
 * from `firstQuestion` (their addresses and the marker in their text follow the number). Resolves
 * when the last request has ended, with every request's sample `{ kind, path, at, ms, status, error }`
 * (`at`: ms since the start; kinds `page`, `token`, `question`; `path` for pages) and each question's outcome.
 */
export async function runLoad({
  baseUrl,
  seconds,
  visitors,
  questionsPerSecond,
  thinkMs,
  marker,
  firstQuestion = 0,
  questionPage = '/asktheexperts',
}) {
  const started = performance.now()
  const endsAt = started + seconds * 1000
  const samples = []
  const questions = []
  const record = (kind, sentAt, result, path) => {
    samples.push({ kind, path, at: sentAt - started, ms: result.ms, status: result.status, error: result.error })
    return result
  }

  const browse = async (index) => {
    const visitor = loopbackVisitor(baseUrl, loopbackAddress(VISITOR_BLOCK, index))
    // Spread the first requests over one think time, as visitors do not all arrive at once.
    await sleep(Math.random() * thinkMs)
    while (performance.now() < endsAt) {
      const sentAt = performance.now()
      const path = pickPage()
      record('page', sentAt, await visitor.get(path), path)
      await sleep(thinkMs * (0.5 + Math.random()))
    }
    visitor.close()
  }

  const ask = async (number) => {
    const asker = loopbackVisitor(
      baseUrl,
      loopbackAddress(QUESTION_BLOCK + Math.floor(number / 62_500), number % 62_500),
    )
    const outcome = { number, status: 0, at: 0, error: undefined }
    questions.push(outcome)
    try {
      let sentAt = performance.now()
      const token = record('token', sentAt, await asker.getJson('/api/forms/token'))
      if (token.status !== 200) {
        outcome.error = `form token ${token.status || token.error}`
        return
      }
      await sleep(FORM_FILL_MS)
      sentAt = performance.now()
      const answer = record(
        'question',
        sentAt,
        await asker.postJson('/api/comments', {
          page: questionPage,
          author: 'Load Tester',
          email: `asker-${marker}-${number}@example.com`,
          text: `<p>Is this hot tub worth it? ${marker}-q${number}-end</p>`,
          formToken: JSON.parse(token.body).formToken,
          website: '',
        }),
      )
      Object.assign(outcome, { status: answer.status, at: sentAt - started, error: answer.error })
    } finally {
      asker.close()
    }
  }

  const asking = []
  const questionCount = Math.round(seconds * questionsPerSecond)
  const schedule = async () => {
    for (let index = 0; index < questionCount; index++) {
      const due = started + (index * 1000) / questionsPerSecond
      const wait = due - performance.now()
      if (wait > 0) await sleep(wait)
      asking.push(ask(firstQuestion + index))
    }
  }
  await Promise.all([...Array.from({ length: visitors }, (_, index) => browse(index)), schedule()])
  await Promise.all(asking)
  return { samples, questions, seconds: (performance.now() - started) / 1000 }
}
