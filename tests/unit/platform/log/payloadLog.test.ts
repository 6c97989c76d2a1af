import { afterEach, describe, expect, it, vi } from 'vitest'

import { writePayloadLine } from '@/platform/log/payloadLog'

/** What the site log wrote for one line of Payload's logger, parsed (JSON in production). */
function written(line: object): Record<string, unknown> {
  vi.stubEnv('NODE_ENV', 'production')
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  writePayloadLine(JSON.stringify(line))
  const text = [...out.mock.calls, ...err.mock.calls][0]?.[0]
  vi.restoreAllMocks()
  return JSON.parse(String(text)) as Record<string, unknown>
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('what Payload logs, in the site log', () => {
  it('writes a visitor’s mistake (a 4xx, such as a wrong password) at info, without a stack', () => {
    // The production build shortens the error's class name ("tp"): the status tells it.
    const record = written({
      level: 50,
      err: { type: 'tp', message: 'The email or password provided is incorrect.', stack: 'tp: …\n at x', status: 401 },
    })
    expect(record).toMatchObject({
      level: 'info',
      message: 'The email or password provided is incorrect.',
      status: 401,
    })
    expect(record.error).toBeUndefined()
  })

  it('keeps a server’s failure at its level, with its stack', () => {
    const record = written({
      level: 50,
      msg: 'job failed',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom' },
    })
    expect(record).toMatchObject({ level: 'error', message: 'job failed', error: { name: 'Error', message: 'boom' } })
    const failed = written({ level: 50, err: { type: 'tp', message: 'database gone', status: 500 } })
    expect(failed).toMatchObject({ level: 'error', error: { message: 'database gone' } })
  })
})
