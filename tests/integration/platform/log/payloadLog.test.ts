import { describe, expect, it, vi } from 'vitest'

import { captureOutputOfEachTest } from '../../../support/capturedOutput'
import { testDatabase, useTestPayload } from '../../../support/payload'

const payload = useTestPayload()

// Payload logs through its own logger (pino): a job Payload ran failed, a migration, its API's errors.
describe(`what Payload logs is in the site's log (${testDatabase()})`, () => {
  const written = captureOutputOfEachTest()

  it('in production, one JSON line per record, with the error and its stack, a job by its id', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://tubs.example.com')
    payload.logger.error({
      err: new TypeError('the CRM answered 502'),
      msg: 'Error running job crmSyncLead',
      job: { id: 7, input: { leadId: 3 }, log: [{ error: 'a customer named' }] },
      taskSlug: 'crmSyncLead',
    })
    payload.logger.info('Migrations done')
    expect(written.map((entry) => entry.stream)).toEqual(['stderr', 'stdout'])
    const [failure, info] = written.map((entry) => {
      expect(entry.text.slice(0, -1)).not.toContain('\n')
      return JSON.parse(entry.text) as Record<string, unknown>
    })
    expect(failure).toMatchObject({
      level: 'error',
      message: 'Error running job crmSyncLead',
      job: 7,
      taskSlug: 'crmSyncLead',
      error: {
        name: 'TypeError',
        message: 'the CRM answered 502',
        stack: expect.stringContaining('payloadLog.test.ts'),
      },
    })
    expect(failure).not.toHaveProperty('pid')
    // A job by its id: its input and history can name customers.
    expect(written[0]?.text).not.toContain('a customer named')
    expect(info).toMatchObject({ level: 'info', message: 'Migrations done' })
  })

  it('in development, the same readable text as the rest of the log', () => {
    vi.stubEnv('NODE_ENV', 'development')
    payload.logger.warn('a held sync was queued again')
    expect(written).toHaveLength(1)
    expect(written[0]?.text).toMatch(/^\S+Z WARN a held sync was queued again\n$/)
  })
})
