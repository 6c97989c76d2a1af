import type { Payload, PayloadRequest } from 'payload'

import { connectionOf } from '../connection'
import { lt } from '../drizzle'
import { deleteRows, insertRow } from '../rows'

/*
 * The spent form tokens (`spent_form_tokens`): one row per nonce, unique, kept until `expiresAt`.
 * Given a `req` with an open transaction, a statement runs in it; given `payload`, at once.
 */

/**
 * Records `nonce` as spent until `expiresAt`; true only for the first caller (one atomic
 * insert-if-absent, so a concurrent twin never fails and never breaks the surrounding transaction).
 */
export async function spendNonceOnce(
  scope: Payload | PayloadRequest,
  spent: { nonce: string; expiresAt: string },
): Promise<boolean> {
  const inserted = await insertRow(await connectionOf(scope), 'spent_form_tokens', {
    values: { nonce: spent.nonce, expiresAt: spent.expiresAt },
    onConflict: { target: 'nonce' },
    returning: ['nonce'],
  })
  return inserted.length === 1
}

/** Deletes the nonces whose tokens expired before `now`: a replay of those is refused as expired. */
export async function pruneSpentNonces(scope: Payload | PayloadRequest, now: string): Promise<void> {
  await deleteRows(await connectionOf(scope), 'spent_form_tokens', (column) => lt(column('expiresAt'), now))
}
