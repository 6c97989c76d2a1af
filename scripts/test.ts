// `npm test`: installs what the tests need, then runs every check and prints one summary.
//   type-check (the app, then the scripts Node runs as they are) → lint → format →
//   unit + integration on SQLite → integration on PostgreSQL → end-to-end →
//   scale-out (two app servers and nginx on PostgreSQL, serving the build the end-to-end step made)
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { installDebianPackages, onPath } from './lib/debianPackages.ts'
import { ENV_FILES_SETTING } from './lib/envFiles.ts'
import { bin, ensureDependencies, log, root } from './lib/setup.ts'
import { nginxBinary } from '../tests/support/nginx.ts'
import { postgresBinDir } from '../tests/support/postgres.ts'

const REPORTS = path.join(root, '.test-reports')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's chromium, PostgreSQL, nginx, Java (the HTML checker's) and systemd (the unit checker), installed
 * with apt when missing (needs root).
 */
function ensureSystemPackages(): void {
  const missing: string[] = []
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium')
  if (!postgresBinDir()) missing.push('postgresql')
  if (!nginxBinary()) missing.push('nginx')
  if (!onPath('java')) missing.push('default-jre-headless')
  if (!onPath('systemd-analyze')) missing.push('systemd')
  installDebianPackages(missing)
}

type Counts = { passed: number; failed: number; skipped: number }
/** A step's report file: Vitest's or Playwright's JSON reporter output. */
type Report = { file: string; kind: 'vitest' | 'playwright' }
type Step = { name: string; ok: boolean; seconds: number; counts: Counts | null }

const steps: Step[] = []

function step(
  name: string,
  command: string,
  args: string[],
  { env = {}, report }: { env?: Record<string, string>; report?: Report } = {},
): void {
  log(`── ${name} ──`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  const counts = report ? readCounts(report) : null
  steps.push({ name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000), counts })
}

function readCounts({ file, kind }: Report): Counts | null {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (kind === 'vitest') {
      return {
        passed: data.numPassedTests,
        failed: data.numFailedTests,
        skipped: data.numPendingTests + data.numTodoTests,
      }
    }
    return {
      passed: data.stats.expected + data.stats.flaky,
      failed: data.stats.unexpected,
      skipped: data.stats.skipped,
    }
  } catch {
    return null
  }
}

const vitest = (project: string[], name: string): { args: string[]; report: Report } => {
  const file = path.join(REPORTS, `vitest-${name}.json`)
  return {
    args: ['run', ...project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    report: { file, kind: 'vitest' },
  }
}

try {
  ensureDependencies()
  ensureSystemPackages()
} catch (error) {
  console.error(`[tubwise] test set-up failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
// Every step sets its own environment; a developer's .env must not change what the tests see.
process.env[ENV_FILES_SETTING] = 'ignore'
log(`tests read no .env file (${ENV_FILES_SETTING}=ignore)`)
fs.rmSync(REPORTS, { recursive: true, force: true })
fs.mkdirSync(REPORTS, { recursive: true })

step('type-check', bin('tsc'), ['--noEmit'])
const typesChecked = steps.at(-1)?.ok === true
// What Node runs without a bundler (scripts/tsconfig.json): erasable syntax, type imports marked.
step('type-check (scripts Node runs as they are)', bin('tsc'), ['--noEmit', '-p', 'scripts'])
step('lint', bin('eslint'), ['--max-warnings', '0', '.'])
step('format', bin('prettier'), ['--check', '--log-level', 'warn', '.'])
{
  const { args, report } = vitest([], 'sqlite')
  step('unit + integration (SQLite)', bin('vitest'), args, { env: { TEST_DATABASE: 'sqlite' }, report })
}
{
  const { args, report } = vitest(['--project', 'integration'], 'postgres')
  step('integration (PostgreSQL)', bin('vitest'), args, { env: { TEST_DATABASE: 'postgres' }, report })
}
{
  const file = path.join(REPORTS, 'playwright.json')
  step('end-to-end (production build, Chromium)', bin('playwright'), ['test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, ...(typesChecked ? { TUBWISE_TYPES_CHECKED: '1' } : {}) },
    report: { file, kind: 'playwright' },
  })
}
{
  // After the end-to-end step on purpose: it serves that step's build instead of making a second one.
  const file = path.join(REPORTS, 'vitest-scale.json')
  step(
    'scale-out (two app servers + nginx, PostgreSQL)',
    bin('vitest'),
    [
      'run',
      '--config',
      'tests/scale/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    {
      report: { file, kind: 'vitest' },
    },
  )
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
console.log('\n[tubwise] summary')
for (const s of steps) {
  const detail = s.counts ? ` (${s.counts.passed} passed, ${s.counts.failed} failed, ${s.counts.skipped} skipped)` : ''
  console.log(`  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.name}${detail}  ${s.seconds}s`)
  if (s.counts) for (const key of ['passed', 'failed', 'skipped'] as const) total[key] += s.counts[key]
  // A step with no test counts (type-check, lint) counts as one check.
  if (!s.counts) total[s.ok ? 'passed' : 'failed'] += 1
  else if (!s.ok && s.counts.failed === 0) total.failed += 1 // crashed outside any test
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(steps.every((s) => s.ok) ? 0 : 1)
