// Figures from the load benchmark's samples (lab/lib/loadRun.mjs): latency percentiles,
// errors by kind, throughput, and when errors happened (a fault's window).

/** A 2xx or 3xx answer; anything else, or no answer, is an error. */
export const isError = (sample) => !(sample.status >= 200 && sample.status < 400)

/** `502`, `429`, or the socket error's code (`ECONNRESET`, `TIMEOUT`). */
export const errorKind = (sample) => (sample.status ? String(sample.status) : (sample.error ?? 'no answer'))

function percentile(sorted, p) {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Count, errors by kind, p50/p95/p99/max (ms) and requests per second for one kind of request. */
export function summarise(samples, seconds) {
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b)
  const errors = {}
  for (const sample of samples.filter(isError)) errors[errorKind(sample)] = (errors[errorKind(sample)] ?? 0) + 1
  return {
    requests: samples.length,
    errors,
    errorCount: Object.values(errors).reduce((sum, n) => sum + n, 0),
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? NaN,
    perSecond: samples.length / seconds,
  }
}

/** First and last error (seconds since the start), or null when there was none. */
export function errorWindow(samples) {
  const times = samples.filter(isError).map((sample) => sample.at / 1000)
  return times.length ? { from: Math.min(...times), to: Math.max(...times) } : null
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-')
const errorText = (errors) =>
  Object.entries(errors)
    .map(([kind, n]) => `${kind}×${n}`)
    .join(' ') || '0'

/** The table of one run: one row per kind of request. */
export function printTable(rows) {
  const table = [
    ['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
    ...rows.map(([name, s]) => [
      name,
      String(s.requests),
      fixed(s.perSecond, 1),
      fixed(s.p50, 1),
      fixed(s.p95, 1),
      fixed(s.p99, 1),
      fixed(s.max, 0),
      errorText(s.errors),
    ]),
  ]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  for (const row of table)
    console.log(`  ${row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')}`)
}

/** The `count` pages with the highest p99, for finding what makes the pages' tail. */
export function slowestPages(samples, count = 3) {
  const byPath = new Map()
  for (const sample of samples.filter((each) => each.kind === 'page'))
    byPath.set(sample.path, [...(byPath.get(sample.path) ?? []), sample])
  return [...byPath]
    .map(([path, list]) => ({
      path,
      requests: list.length,
      p99: percentile(
        list.map((sample) => sample.ms).sort((a, b) => a - b),
        99,
      ),
    }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, count)
}
