import { describe, expect, it } from 'vitest'

import { logEntrySchema, newestFirst, newEntryId, READINGS, type LogEntryInput } from '@/watercare/log/entry'

/** What the form sends for a Saturday's test and a dose of dichlor: text, as typed. */
const typedIn: LogEntryInput = {
  id: 'abc123',
  date: '2026-11-21',
  sanitiser: 'chlorine',
  sanitiserPpm: '1',
  pH: '7.6',
  totalAlkalinity: '90',
  calciumHardness: '160',
  cyanuricAcid: '',
  waterF: '102',
  added: { product: 'dichlor', amount: '2', unit: 'tsp' },
  note: '  After a party  ',
}

/** Each refusal as `field: message`, for the entry typed in with `change`. */
function messagesFor(change: Record<string, unknown>): string[] {
  const { error } = logEntrySchema.safeParse({ ...typedIn, ...change })
  return (error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('a care log entry', () => {
  it('reads what an owner types, a blank reading meaning not tested', () => {
    const entry = logEntrySchema.parse(typedIn)
    expect(entry).toEqual({
      id: 'abc123',
      date: '2026-11-21',
      sanitiser: 'chlorine',
      sanitiserPpm: 1,
      pH: 7.6,
      totalAlkalinity: 90,
      calciumHardness: 160,
      cyanuricAcid: undefined,
      waterF: 102,
      added: { product: 'dichlor', amount: 2, unit: 'tsp' },
      note: 'After a party',
    })
    // As storage keeps it (JSON), it reads back the same.
    expect(logEntrySchema.parse(JSON.parse(JSON.stringify(entry)))).toEqual(entry)
  })

  it('takes only what was added, or only a reading', () => {
    const onlyAdded = { pH: '', sanitiserPpm: '', totalAlkalinity: '', calciumHardness: '', waterF: '' }
    expect(logEntrySchema.parse({ ...typedIn, ...onlyAdded }).pH).toBeUndefined()
    expect(logEntrySchema.parse({ ...typedIn, added: { product: '', amount: '', unit: 'g' } }).added).toBeUndefined()
  })

  it('refuses readings with the calculator’s own words and ranges', () => {
    expect(messagesFor({ pH: '20', totalAlkalinity: 'lots', cyanuricAcid: '400' })).toEqual([
      'pH: pH must be between 6 and 9.',
      'totalAlkalinity: Enter total alkalinity as a number. Total alkalinity must be between 0 and 500 ppm.',
      'cyanuricAcid: Cyanuric acid must be between 0 and 300 ppm.',
    ])
    expect(messagesFor({ sanitiserPpm: '25', waterF: '120' })).toEqual([
      'sanitiserPpm: Free chlorine or bromine must be between 0 and 20 ppm.',
      'waterF: Water temperature must be between 40 and 110 °F.',
    ])
  })

  it('refuses an amount without a product, a product without an amount, and a bad day', () => {
    expect(messagesFor({ added: { product: '', amount: '3', unit: 'g' } })).toEqual([
      'added.product: Choose what you added, or leave the amount blank.',
    ])
    expect(messagesFor({ added: { product: 'enzyme', amount: '', unit: 'fl oz' } })).toEqual([
      'added.amount: Enter amount added as a number. Amount added must be between 0.01 and 5,000.',
    ])
    const badDay = 'date: Date must be a day between January 1, 2000 and today.'
    expect(messagesFor({ date: '2026-02-30' })).toEqual([badDay])
    expect(messagesFor({ date: '1999-12-31' })).toEqual([badDay])
    expect(messagesFor({ date: '2999-01-01' })).toEqual([badDay])
    expect(messagesFor({ date: 'yesterday' })).toEqual([badDay])
  })

  it('refuses an empty entry and a long note', () => {
    const noReadings = Object.fromEntries(READINGS.map((reading) => [reading, '']))
    const empty = { ...noReadings, added: { product: '', amount: '', unit: 'g' } }
    expect(messagesFor(empty)).toEqual([': Enter at least one reading, or what you added.'])
    expect(messagesFor({ note: 'x'.repeat(301) })).toEqual(['note: Note must be at most 300 characters.'])
  })

  it('gives ids the schema takes, and lists the newest day first, the last added first within a day', () => {
    expect(newEntryId(0, () => 0)).toBe('0-000000')
    expect(logEntrySchema.safeParse({ ...typedIn, id: newEntryId() }).success).toBe(true)
    const entry = (id: string, date: string) => logEntrySchema.parse({ ...typedIn, id, date })
    const order = newestFirst([
      entry('first1', '2026-11-01'),
      entry('second', '2026-11-03'),
      entry('third1', '2026-11-01'),
    ]).map(({ id }) => id)
    expect(order).toEqual(['second', 'third1', 'first1'])
  })
})
