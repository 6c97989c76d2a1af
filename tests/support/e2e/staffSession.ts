import type { APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

/** Logs the e2e admin in over Payload's REST API: its token (`Authorization: JWT …`, or the `payload-token` cookie). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/cms/users/login', { data: E2E_ADMIN })
  return ((await login.json()) as { token: string }).token
}

/** The headers of a staff request over Payload's REST API. */
export async function staffAuth(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await staffToken(request)}` }
}
