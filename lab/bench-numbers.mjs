// npm run bench:numbers — what Intl.NumberFormat costs beside our hand-written src/site/numbers.ts, on a
// phone's main thread (Debian's Chromium, Lighthouse's 4× CPU slowdown, a cold browser per run) and in
// Node (the server render, a fresh process per run), and whether both write the same strings.
import { execFileSync } from 'node:child_process'

import { throttling } from 'lighthouse/core/config/constants.js'
import { chromium } from 'playwright-core'

import * as numbers from '../src/site/numbers.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5
const CALLS = 100_000
const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier

// Our functions as the page gets them: their source, as Node ran it (types stripped).
const ours = Object.entries(numbers)
  .map(([name, fn]) => `const ${name} = ${fn.toString()};`)
  .join('\n')

// Runs where the functions above are defined: times the first formatter (ICU's start-up), a second one,
// then CALLS calls of each, and writes a sample of values both ways.
const measure = `(() => {
  const now = () => performance.now()
  const t0 = now()
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })
  intl.format(18900)
  const startUp = now() - t0
  const t1 = now()
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(18900)
  const second = now() - t1
  const time = (fn) => {
    let length = 0
    const start = now()
    for (let i = 0; i < ${CALLS}; i += 1) length += fn(i * 37.5).length
    return { usPerCall: ((now() - start) * 1000) / ${CALLS}, length }
  }
  const oursCall = time(groupThousands)
  const intlCall = time((value) => intl.format(value))
  const toLocale = time((value) => value.toLocaleString('en-US'))
  const sample = [0, -0, 7, 999, 1000, 18900, 1234567, 1e9, 1234.5, 0.1, 0.1 + 0.2, -1250, 12499.5, 1e21, NaN, Infinity]
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
  const differences = []
  for (const value of sample) {
    const byHand = groupThousands(value)
    const byIntl = intl.format(value)
    const name = Object.is(value, -0) ? '-0' : String(value)
    if (byHand !== byIntl) differences.push(name + ': ours ' + byHand + ', Intl ' + byIntl)
    const dollars = formatDollars(value)
    const dollarsIntl = '$' + whole.format(Math.round(value))
    if (dollars !== dollarsIntl) differences.push('dollars of ' + name + ': ours ' + dollars + ', Intl ' + dollarsIntl)
  }
  const perCall = { ours: oursCall.usPerCall, intl: intlCall.usPerCall, toLocale: toLocale.usPerCall }
  return { startUp, second, ...perCall, differences }
})()`

async function inChromium() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>numbers</title>')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    return await page.evaluate(`${ours}\n${measure}`)
  } finally {
    await browser.close()
  }
}

function inNode() {
  const output = execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `${ours}\nconsole.log(JSON.stringify(${measure}))`,
  ])
  return JSON.parse(String(output))
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const range = (values) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`

function report(where, runs) {
  const column = (key) => runs.map((run) => run[key])
  console.log(`\n${where}, ${runs.length} runs (median, range)`)
  const figure = (key, unit) => `${median(column(key)).toFixed(2)} ${unit} (${range(column(key))} ${unit})`
  console.log(`  first Intl.NumberFormat, created and used once: ${figure('startUp', 'ms')}`)
  console.log(`  a second formatter, after that:                 ${figure('second', 'ms')}`)
  for (const [key, label] of [
    ['ours', 'groupThousands (ours), a call:                '],
    ['intl', 'Intl.NumberFormat#format, a call:             '],
    ['toLocale', 'Number#toLocaleString, a call:                '],
  ])
    console.log(`  ${label}  ${figure(key, 'µs')}`)
  const differences = runs[0].differences
  console.log(`  strings that differ: ${differences.length ? '' : 'none'}`)
  for (const difference of differences) console.log(`    ${difference}`)
}

const browserRuns = []
for (let run = 0; run < RUNS; run += 1) browserRuns.push(await inChromium())
report(`Chromium ${CPU_SLOWDOWN}× CPU slowdown, a cold browser per run`, browserRuns)
const nodeRuns = []
for (let run = 0; run < RUNS; run += 1) nodeRuns.push(inNode())
report(`Node ${process.version}, a fresh process per run`, nodeRuns)

// Target: ours costs no more a call than Intl's (within 50 %, the spread of a busy host), or Intl would be
// the better choice once its start-up is paid.
const slower = [browserRuns, nodeRuns].filter(
  (runs) => median(runs.map((run) => run.ours)) > 1.5 * median(runs.map((run) => run.intl)),
)
if (slower.length) {
  console.error('\nTarget missed: groupThousands costs more than 1.5× Intl.NumberFormat#format a call')
  process.exitCode = 1
}
