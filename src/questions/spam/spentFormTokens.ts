import type { PayloadRequest } from 'payload'

import { keepKeyOnce, pruneExpiredKeys } from '@/platform/db/statements/expiringKeys'

/**
 * Marks a form token spent, in the submission's unit of work; true only for the first caller. The
 * nonce is kept until the token would have expired anyway; now and then the expired ones are cleared.
 */
export async function spendFormToken(req: PayloadRequest, nonce: string, expiresAt: number): Promise<boolean> {
  if (Math.random() < 0.02) await pruneExpiredKeys(req, 'spent_form_tokens', new Date().toISOString())
  return keepKeyOnce(req, 'spent_form_tokens', { key: nonce, expiresAt: new Date(expiresAt).toISOString() })
}
