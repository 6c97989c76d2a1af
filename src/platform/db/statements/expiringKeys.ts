import type { Payload, PayloadRequest } from 'payload'

import { connectionOf } from '../connection'
import { lt } from '../drizzle'
import { deleteRows, insertRow } from '../rows'

/*
 * The tables of keys each kept once until it expires (`expiringKeysCollection`): the spent form tokens'
 * nonces (`spent_form_tokens`, unique on `nonce`) and the buyer tools' visitors of the day
 * (`tool_visitors`, unique on `visitor`). Given a `req` with an open transaction, a statement runs in it;
 * given `payload`, at once.
 */

export type ExpiringKeysTable = 'spent_form_tokens' | 'tool_visitors'

/**
 * Keeps `key` in `table` until `expiresAt`; true only for the first caller (one atomic insert-if-absent,
 * so a concurrent twin never fails and never breaks the surrounding transaction).
 */
export async function keepKeyOnce(
  scope: Payload | PayloadRequest,
  table: ExpiringKeysTable,
  kept: { key: string; expiresAt: string },
): Promise<boolean> {
  const connection = await connectionOf(scope)
  const { key, expiresAt } = kept
  const inserted =
    table === 'spent_form_tokens'
      ? await insertRow(connection, table, {
          values: { nonce: key, expiresAt },
          onConflict: { target: 'nonce' },
          returning: ['nonce'],
        })
      : await insertRow(connection, table, {
          values: { visitor: key, expiresAt },
          onConflict: { target: 'visitor' },
          returning: ['visitor'],
        })
  return inserted.length === 1
}

/** Deletes the keys of `table` that expired before `now`. */
export async function pruneExpiredKeys(
  scope: Payload | PayloadRequest,
  table: ExpiringKeysTable,
  now: string,
): Promise<void> {
  await deleteRows(await connectionOf(scope), table, (column) => lt(column('expiresAt'), now))
}
