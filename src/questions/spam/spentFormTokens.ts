import type { PayloadRequest } from 'payload'

import { claimKeyOnce } from '@/http/rateLimit'

/**
 * Marks a form token spent; true only for the first caller. Spent tokens live in the rate
 * limiter's table under keys of their own until the token would have expired anyway.
 */
export const spendFormToken = (req: PayloadRequest, nonce: string, expiresAt: number): Promise<boolean> =>
  claimKeyOnce(req, `form-token|${nonce}`, expiresAt)
