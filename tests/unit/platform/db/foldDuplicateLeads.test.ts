import { describe, expect, it } from 'vitest'

import { foldDuplicateLeads, type LeadRow } from '@/platform/db/foldDuplicateLeads'

const lead = (id: number, email: string, extra: Partial<LeadRow> = {}): LeadRow => ({
  id,
  lead_id: `lead-${id}`,
  email,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  phone: null,
  zip_code: null,
  source: 'Price check',
  status: 'new',
  details: null,
  staff_notes: null,
  created_at: `2026-01-0${id}T00:00:00.000Z`,
  ...extra,
})

describe('foldDuplicateLeads: one lead per address before the unique index', () => {
  it('keeps the oldest lead of each address and folds the others into its staff notes', () => {
    const fold = foldDuplicateLeads([
      lead(1, 'Pat@Example.com', { staff_notes: 'Called once.' }),
      lead(2, 'other@example.com'),
      lead(3, 'pat@example.com ', { phone: '555 0100', details: 'Wants a 6-seater.', staff_notes: 'VIP' }),
      lead(4, 'PAT@EXAMPLE.COM', { created_at: new Date('2026-01-04T00:00:00Z') }),
    ])
    expect(fold.keys).toEqual([
      { id: 1, emailKey: 'pat@example.com' },
      { id: 2, emailKey: 'other@example.com' },
    ])
    expect(fold.remove).toEqual([3, 4])
    expect(fold.notes).toHaveLength(1)
    const { id, staffNotes } = fold.notes[0]!
    expect(id).toBe(1)
    expect(staffNotes.startsWith('Called once.')).toBe(true)
    for (const kept of [
      'lead-3',
      'First3 Last3',
      '555 0100',
      'Wants a 6-seater.',
      'VIP',
      'lead-4',
      '2026-01-04T00:00:00.000Z',
      'PAT@EXAMPLE.COM',
    ]) {
      expect(staffNotes).toContain(kept)
    }
  })

  it('changes nothing but the keys when every address is already unique', () => {
    const fold = foldDuplicateLeads([lead(1, 'a@example.com'), lead(2, 'b@example.com')])
    expect(fold).toEqual({
      keys: [
        { id: 1, emailKey: 'a@example.com' },
        { id: 2, emailKey: 'b@example.com' },
      ],
      notes: [],
      remove: [],
    })
  })
})
