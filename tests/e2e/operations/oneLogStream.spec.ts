import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { useSecondServer } from '../../support/e2e/secondServer'

type LogRecord = { level: string; message: string; requestId?: string } & Record<string, unknown>

// Issue 38: in production every line the server writes is one JSON record, Next's own included, and
// every request leaves one access line. A second app server of the same build and database, so its
// output is this test's alone.
describeOnDesktop('the server’s log in production', 'no need to repeat per viewport', () => {
  const { output, server } = useSecondServer('logs')

  test('is one JSON record a line, with an access line for each request and a failed login at info', async ({
    request,
  }) => {
    const url = server().url
    const missing = `/no-such-page-${Date.now().toString(36)}`
    expect((await request.get(`${url}/guide`)).status()).toBe(200)
    expect((await request.get(`${url}${missing}?token=secret`)).status()).toBe(404)
    const login = await request.post(`${url}/api/cms/users/login`, {
      headers: { Origin: url },
      data: { email: `nobody-${Date.now().toString(36)}@tubwise.example`, password: 'not the password' },
    })
    expect(login.status()).toBe(401)
    // Next's own complaint about a Server Action it does not have, which it prints itself.
    await request.post(`${url}/`, {
      headers: { Origin: url, 'Next-Action': '0'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '[]',
    })

    const records = (): LogRecord[] => {
      const parsed = output.map((line) => {
        try {
          return JSON.parse(line) as LogRecord
        } catch {
          return line
        }
      })
      const notJson = parsed.filter((line) => typeof line === 'string')
      if (notJson.length) throw new Error(`not JSON records:\n${notJson.join('\n')}`)
      return parsed as LogRecord[]
    }
    await expect.poll(() => records().some((record) => record.path === missing)).toBe(true)
    const access = records().filter((record) => record.message === 'request')
    expect(access.find((record) => record.path === missing)).toMatchObject({
      level: 'info',
      method: 'GET',
      status: 404,
      requestId: expect.any(String),
      ms: expect.any(Number),
    })
    expect(access.find((record) => record.path === '/guide')).toMatchObject({ status: 200 })
    expect(access.find((record) => record.path === '/api/cms/users/login')).toMatchObject({ status: 401 })
    // The query (a token, an address) never reaches the log.
    expect(output.join('\n')).not.toContain('token=secret')
    const failedLogin = records().filter((record) => /password provided is incorrect/i.test(record.message))
    expect(failedLogin.length).toBeGreaterThan(0)
    for (const record of failedLogin)
      expect([record.level, record.status, record.error]).toEqual(['info', 401, undefined])
    expect(records().some((record) => /Server Action/.test(record.message))).toBe(true)
  })
})
