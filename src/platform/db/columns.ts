/*
 * The tables the named statements name, and the columns they name in each, as Payload's adapters name
 * them (a group's field as `{group}_{field}`): a statement typed by this map fails the type-check on a
 * name not listed here. The list itself is checked twice, outside the platform, which never reads
 * Payload's generated types: tests/unit/db/statementColumns.test.ts type-checks each name against the
 * collection's document in src/payload-types.ts, and tests/integration/db/statementColumns.test.ts finds
 * each in the adapters' tables, on SQLite and on PostgreSQL. A statement that needs a column not listed
 * adds it here (decision 0041).
 */

export const STATEMENT_COLUMNS = {
  care_owners: ['id', 'updatedAt', 'status', 'confirmedAt', 'checkedOn', 'claimedAt'],
  comments: ['createdAt', 'parent', 'status'],
  evaluations: ['id', 'updatedAt', 'deliveredAt'],
  lead_captures: ['id', 'updatedAt', 'infoRequestedAt'],
  leads: [
    'id',
    'createdAt',
    'updatedAt',
    'leadId',
    'status',
    'emailConfirmation',
    'emailConfirmedAt',
    'source',
    'firstName',
    'lastName',
    'email',
    'phone',
    'zipCode',
    'emailKey',
    'infoRequestedAt',
    'crm_status',
    'crm_contactId',
    'crm_syncedAt',
    'crm_lastError',
  ],
  orders: [
    'id',
    'updatedAt',
    'status',
    'provider',
    'amount',
    'paidAt',
    'refundedAt',
    'shipping_shippedAt',
    'shipping_deliveredAt',
    'crm_status',
    'crm_contactId',
    'crm_dealId',
    'crm_syncedAt',
    'crm_lastError',
  ],
  outbox: [
    'id',
    'updatedAt',
    'status',
    'retryAt',
    'sentAt',
    'attempts',
    'lastError',
    'to',
    'cc',
    'replyTo',
    'subject',
    'text',
    'html',
    'headers',
  ],
  payload_jobs: ['id', 'createdAt', 'updatedAt', 'queue', 'completedAt', 'hasError', 'waitUntil', 'processing'],
  payment_events: ['id', 'createdAt', 'updatedAt', 'provider', 'eventId', 'eventKey', 'type', 'paymentRef', 'outcome'],
  price_checks: ['id', 'createdAt', 'updatedAt', 'reportSentAt'],
  price_position_snapshots: [
    'id',
    'createdAt',
    'updatedAt',
    'modelKey',
    'brand',
    'model',
    'computedAt',
    'buyersCounted',
    'bands',
  ],
  rate_limits: ['key', 'hits', 'expiresAt', 'createdAt', 'updatedAt'],
  spent_form_tokens: ['nonce', 'expiresAt'],
  tool_uses: ['tool', 'day', 'count', 'createdAt', 'updatedAt'],
  tool_visitors: ['visitor', 'expiresAt'],
} as const

/** A table a named statement may name. */
export type StatementTable = keyof typeof STATEMENT_COLUMNS

type Listed<Table extends StatementTable> = (typeof STATEMENT_COLUMNS)[Table][number]

/** The columns every one of `Tables` lists: a union of functions' parameters infers their intersection. */
type Common<Tables extends StatementTable> = (
  Tables extends unknown ? (columns: Listed<Tables>) => void : never
) extends (columns: infer Each) => void
  ? Each
  : never

/**
 * A column a statement may name on `Table`; on a union of tables (`'leads' | 'orders'`), a column every
 * one of them has. Every table Payload makes has `id`, so a statement typed for any table may name it.
 */
export type ColumnName<Table extends StatementTable> = Extract<Common<Table>, string> | 'id'

/** The tables that list `column`. */
export type TablesWith<Column extends string> = {
  [Table in StatementTable]: Column extends Listed<Table> ? Table : never
}[StatementTable]
