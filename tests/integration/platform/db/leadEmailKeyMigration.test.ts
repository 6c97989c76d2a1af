import { describe, expect, it } from 'vitest'

import { testDatabase, useTestPayload } from '../../../support/payload'
import { migrationStep } from '../../../support/migrations'
import { executeSqlIn } from '../../../support/sql'

const payload = useTestPayload()

describe(`the lead e-mail key migration (${testDatabase()})`, () => {
  it(
    'folds leads that share an address (in any case) into the ' +
      'oldest, losing nothing, then enforces one per address',
    async () => {
      const { inTransaction } = await import('@/platform/unitOfWork/transaction')
      const run = migrationStep(payload, '_lead_email_key')
      const raw = (statement: string) => inTransaction(payload, (req) => executeSqlIn(req, statement))

      // A database from before the migration, holding duplicates the old code let in.
      await run('down')
      const rows = [
        `('old-1', 'Price check', 'Pat', 'Buyer', 'Pat@Example.com', NULL, 'First note', '2026-01-01T00:00:00.000Z')`,
        `('old-2', 'Full PBS', 'Patricia', 'Buyer', 'pat@example.com', '555 0100', NULL, '2026-01-02T00:00:00.000Z')`,
        `('old-3', 'Eval', 'P', 'B', 'PAT@EXAMPLE.COM', NULL, 'Second note', '2026-01-03T00:00:00.000Z')`,
        `('old-4', 'Eval', 'Solo', 'Lead', 'solo@example.com', NULL, NULL, '2026-01-04T00:00:00.000Z')`,
      ]
      await raw(
        `INSERT INTO leads (lead_id, source, first_name, last_name, ` +
          `email, phone, staff_notes, created_at) VALUES ${rows.join(', ')}`,
      )
      await run('up')

      const { docs } = await payload.find({ collection: 'leads', sort: 'createdAt', overrideAccess: true, limit: 10 })
      expect(docs.map((lead) => [lead.leadId, lead.emailKey])).toEqual([
        ['old-1', 'pat@example.com'],
        ['old-4', 'solo@example.com'],
      ])
      const notes = docs[0]!.staffNotes ?? ''
      for (const kept of [
        'First note',
        'old-2',
        'Patricia Buyer',
        '555 0100',
        'Full PBS',
        'old-3',
        'Second note',
        'PAT@EXAMPLE.COM',
      ]) {
        expect(notes).toContain(kept)
      }

      // The unique index now holds: a second lead for the address is refused by the database itself.
      await expect(
        raw(
          `INSERT INTO leads (lead_id, source, first_name, email, email_key) ` +
            `VALUES ('new-1', 'x', 'X', 'PAT@example.com', 'pat@example.com')`,
        ),
      ).rejects.toThrow()
    },
  )
})
