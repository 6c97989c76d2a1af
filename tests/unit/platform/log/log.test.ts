import { describe, expect, it, vi } from 'vitest'

import { formatRecord, log, type LogRecord } from '@/platform/log/log'

import { captureOutputOfEachTest } from '../../../support/capturedOutput'

const time = new Date('2026-11-26T06:30:00.000Z')
const requestId = '0b8f6c1e-3f5d-4a57-9d0e-1c2b3a4d5e6f'

function failure(): Error {
  const error = new TypeError('the database said no\nand a second line')
  error.cause = new Error('connection reset')
  return error
}

const record: LogRecord = {
  time,
  level: 'error',
  message: 'POST /api/questions failed',
  requestId,
  error: failure(),
  details: { method: 'POST', path: '/api/questions' },
}

describe('formatRecord, JSON lines (production)', () => {
  it('writes one line: time, level, message, requestId, the error with its stack, and the details', () => {
    const line = formatRecord(record, 'json')
    expect(line.endsWith('\n')).toBe(true)
    expect(line.slice(0, -1)).not.toContain('\n')
    const parsed = JSON.parse(line) as Record<string, unknown> & { error: Record<string, string> }
    expect(parsed).toMatchObject({
      time: '2026-11-26T06:30:00.000Z',
      level: 'error',
      message: 'POST /api/questions failed',
      requestId,
      method: 'POST',
      path: '/api/questions',
    })
    expect(parsed.error.name).toBe('TypeError')
    expect(parsed.error.message).toBe('the database said no\nand a second line')
    expect(parsed.error.stack).toContain('TypeError: the database said no')
    expect(parsed.error.stack).toContain('log.test.ts')
    expect(parsed.error.stack).toContain('caused by: Error: connection reset')
  })

  it('leaves out what a record does not have, and no detail can replace the record’s own fields', () => {
    const parsed = JSON.parse(
      formatRecord(
        {
          time,
          level: 'info',
          message: 'ready',
          details: { level: 'fake', message: 'forged', time: 'then', port: 3000 },
        },
        'json',
      ),
    ) as Record<string, unknown>
    expect(parsed).toEqual({ time: '2026-11-26T06:30:00.000Z', level: 'info', message: 'ready', port: 3000 })
  })

  it('records a thrown value that is not an Error', () => {
    const parsed = JSON.parse(
      formatRecord({ time, level: 'error', message: 'a job failed', error: 'just a string' }, 'json'),
    ) as { error: unknown }
    expect(parsed.error).toEqual({ name: 'NonError', message: 'just a string' })
  })
})

describe('formatRecord, text (development)', () => {
  it('one readable line, then the stack indented under it', () => {
    const text = formatRecord(record, 'text')
    const [head, ...stack] = text.trimEnd().split('\n')
    expect(head).toBe(
      `2026-11-26T06:30:00.000Z ERROR [${requestId}] POST /api/questions failed method=POST path=/api/questions`,
    )
    expect(stack[0]).toBe('  TypeError: the database said no')
    expect(stack.every((line) => line.startsWith('  '))).toBe(true)
  })
})

describe('log: the format follows NODE_ENV, read through env()', () => {
  const written = captureOutputOfEachTest()

  it('production: a JSON line, errors and warnings on stderr, the rest on stdout', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://tubs.example.com')
    log.error('a mail round failed', { error: new Error('SMTP is down'), details: { job: 'mail' } })
    log.info('ready')
    expect(written.map((entry) => entry.stream)).toEqual(['stderr', 'stdout'])
    expect(JSON.parse(written[0]?.text ?? '')).toMatchObject({
      level: 'error',
      message: 'a mail round failed',
      job: 'mail',
      error: { message: 'SMTP is down' },
    })
    expect(JSON.parse(written[1]?.text ?? '')).toMatchObject({ level: 'info', message: 'ready' })
  })

  it('development: text', () => {
    vi.stubEnv('NODE_ENV', 'development')
    log.warn('the site was not started by our server')
    expect(written).toHaveLength(1)
    expect(written[0]?.text).toMatch(/^\S+Z WARN the site was not started by our server\n$/)
  })

  it('a configuration too broken to read still gets its record, as JSON', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PORT', 'eighty')
    log.error('start-up failed')
    expect(JSON.parse(written[0]?.text ?? '')).toMatchObject({ level: 'error', message: 'start-up failed' })
  })
})
