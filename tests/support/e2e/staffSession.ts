import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

/** Logs the e2e admin in over Payload's REST API: its token (`Authorization: JWT …`, or the `payload-token` cookie). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/cms/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** The headers of a staff request over Payload's REST API. */
export async function staffAuth(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await staffToken(request)}` }
}

/** Logs staff in through the admin's login form, as a person would, and waits for the dashboard. */
export async function logInToAdmin(page: Page, who: { email: string; password: string } = E2E_ADMIN) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
