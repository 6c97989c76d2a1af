// The search benchmark (npm run bench:search): full index build time, the time to apply one post's
// edit, and query latency, in process, over the real content files and over a synthetic corpus of
// 10,000 posts made from their words.
import { performance } from 'node:perf_hooks'

import { readContentFolder } from '@/content/markdown/contentFolder'
import { createInProcessEngine } from '@/search/engine/inProcessEngine'
import type { SearchDocument, SearchEngine } from '@/search/engine/SearchEngine'

const QUERIES = [
  'clamped plumbing',
  'insul',
  'insullation',
  'chlorene',
  'pumps',
  'salt water',
  'cover lifter',
  'warranty',
  'open-cell foam',
  'jaccuzi jets',
  'hot tub',
  'how much should I pay',
  'enzime',
  'shell',
  'ozone filter',
]

/** Markdown → the plain text a reader sees (close enough to what the database index holds). */
const plain = (markdown: string) =>
  markdown
    .replace(/<Video[^>]*\/>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`[\]]/g, ' ')
    .replace(/\s+/g, ' ')

function realDocuments(): SearchDocument[] {
  return readContentFolder().files.map((file, index) => ({
    id: String(index + 1),
    title: file.frontMatter.title,
    leader: file.frontMatter.leader,
    body: plain(file.body),
  }))
}

/** A deterministic pseudo-random generator, so every run measures the same corpus. */
function random(seed: number) {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
}

function syntheticDocuments(count: number, from: SearchDocument[]): SearchDocument[] {
  const words = from.flatMap((document) => document.body.split(' ')).filter((word) => /^[A-Za-z]{3,}$/.test(word))
  const next = random(42)
  const pick = (n: number) => Array.from({ length: n }, () => words[Math.floor(next() * words.length)]).join(' ')
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    title: pick(6),
    leader: pick(25),
    body: pick(650),
  }))
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** The mean time to apply an edit of one post (a save on any server updates just that post). */
function updateMs(engine: SearchEngine, documents: SearchDocument[]): number {
  const edits = Math.min(100, documents.length)
  const start = performance.now()
  for (let edit = 0; edit < edits; edit++) {
    const document = documents[Math.floor((edit * documents.length) / edits)]!
    engine.upsert({ ...document, title: `${document.title} (revised)`, body: `${document.body} Revised.` })
  }
  return (performance.now() - start) / edits
}

function measure(name: string, documents: SearchDocument[]) {
  const engine = createInProcessEngine()
  const buildStart = performance.now()
  engine.replaceAll(documents)
  const buildMs = performance.now() - buildStart
  for (const query of QUERIES) engine.search(query, { offset: 0, limit: 8 }) // warm up
  const timings: number[] = []
  for (let round = 0; round < 40; round++) {
    for (const query of QUERIES) {
      const start = performance.now()
      engine.search(query, { offset: 0, limit: 8 })
      timings.push(performance.now() - start)
    }
  }
  timings.sort((a, b) => a - b)
  const update = updateMs(engine, documents)
  const words = documents.reduce((sum, document) => sum + document.body.split(' ').length, 0)
  const size = `${String(documents.length).padStart(6)} posts ${String(Math.round(words / 1000)).padStart(6)}k words`
  const percentiles = `p50 ${percentile(timings, 50).toFixed(2)} ms   p95 ${percentile(timings, 95).toFixed(2)} ms`
  console.log(
    `${name.padEnd(24)} ${size}   build ${buildMs.toFixed(0).padStart(5)} ms   ` +
      `update one post ${update.toFixed(2)} ms   ${percentiles}   (${timings.length} queries)`,
  )
}

const real = realDocuments()
measure('real content', real)
measure('synthetic corpus', syntheticDocuments(10_000, real))
