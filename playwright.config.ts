import os from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts'
import { E2E_SMTP_PORT } from './tests/support/e2e/mailbox'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${PORT}`
// Set once, by the runner: its workers load this file again, and must find the same site's database.
const runId = (process.env.E2E_RUN_ID ??= String(process.pid))

export const E2E_ADMIN = { email: 'e2e-admin@tubwise.example', password: 'e2e-admin-password-0123' }

/**
 * The site's settings under test, but its port: a spec may start another app server on them (nextContracts.spec.ts).
 */
export const E2E_SITE_ENV = {
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? `file:${path.join(os.tmpdir(), `tubwise-e2e-${runId}.db`)}`,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  MEDIA_DIR: path.join(os.tmpdir(), `tubwise-e2e-media-${runId}`),
  CACHE_DIR: path.join(os.tmpdir(), `tubwise-e2e-cache-${runId}`),
  NEXT_TELEMETRY_DISABLED: '1',
  // The run sets its own environment: no .env file of the developer's (scripts/lib/envFiles.ts).
  TUBWISE_ENV_FILES: 'ignore',
  // The SMTP listener started by globalSetup: e-mails the site sends really arrive.
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_RETRY_BASE_MS: '2000',
  // The production build buys through the demo provider (checkout.spec.ts); no payment keys are set.
  PAYMENTS_DEMO: 'on',
}

const chromium = { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] }

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 }, launchOptions: chromium } },
  ],
  // The real production start path: migrate, create the admin, seed, build, serve.
  webServer: {
    command: 'node scripts/start.ts',
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      ...E2E_SITE_ENV,
    },
  },
})
