import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { underStartLock } from '@/platform/db/migrate'
import { type Env, env as readEnv } from '@/platform/settings/env'

export type BootstrapResult =
  { created: false } | { created: true; email: string; password: string; generated: boolean }

export const DEFAULT_ADMIN_EMAIL = 'admin@tubwise.example'

/** A strong random password: 144 bits, URL-safe characters only. */
export const generatePassword = () => randomBytes(18).toString('base64url')

/**
 * On a database with no staff yet, creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a generated password the caller must show once. Does nothing once staff exist.
 */
export async function bootstrapAdmin(
  payload: Payload,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'> = readEnv(),
): Promise<BootstrapResult> {
  // Under the start lock: two servers starting at once on a new database would both create one.
  return underStartLock(payload, () => createFirstAdmin(payload, env))
}

async function createFirstAdmin(
  payload: Payload,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<BootstrapResult> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return { created: false }

  const email = env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  const generated = !env.ADMIN_PASSWORD
  const password = env.ADMIN_PASSWORD || generatePassword()
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site admin', role: 'admin' },
    overrideAccess: true,
  })
  return { created: true, email, password, generated }
}

/** The start-up banner for a newly created admin; the password appears only if it was generated. */
export function adminBanner(result: Extract<BootstrapResult, { created: true }>, adminUrl: string): string {
  const line = '='.repeat(68)
  return [
    '',
    line,
    '  TubWise: the first staff admin account was created.',
    `  Log in at:  ${adminUrl}`,
    `  E-mail:     ${result.email}`,
    result.generated ? `  Password:   ${result.password}` : '  Password:   the one you set in ADMIN_PASSWORD',
    ...(result.generated
      ? [
          '',
          '  This password is shown once and stored nowhere else.',
          '  Copy it now; change it in the admin under Staff.',
        ]
      : []),
    line,
    '',
  ].join('\n')
}
