import { describe, expect, it } from 'vitest'

import { NOT_AN_OBJECT, plainMessage } from '@/platform/http/plainMessages'
import { manageSchema, reminderSettingsSchema } from '@/watercare/reminders/schema'

const messageOf = (body: unknown) => manageSchema.safeParse(body, { error: plainMessage }).error?.issues[0]?.message

describe('the manage form refuses in plain words', () => {
  it('asks for an action when an object names none or an unknown one', () => {
    const choose = 'Choose what to do: save the settings, stop the reminders or delete everything.'
    expect(messageOf({ token: 'x' })).toBe(choose)
    expect(messageOf({ token: 'x', action: 'explode' })).toBe(choose)
  })

  it('leaves a body that is no object to the API sentence', () => {
    for (const body of [null, [], 'text', 12]) expect(messageOf(body)).toBe(NOT_AN_OBJECT)
  })
})

describe('the settings’ last-fill date', () => {
  const settings = { gallons: '400', bathersPerDay: '2', kinds: ['drainRefill'], centsPerKwh: '', state: '' }
  const parsed = (lastFilledOn: unknown) => reminderSettingsSchema.safeParse({ ...settings, lastFilledOn })

  it('is optional: empty or left out is not given', () => {
    expect(parsed('').data?.lastFilledOn).toBeUndefined()
    expect(reminderSettingsSchema.parse(settings).lastFilledOn).toBeUndefined()
    expect(parsed('2026-09-01').data?.lastFilledOn).toBe('2026-09-01')
  })

  it('refuses a day in the future, before 2000 or no day at all, naming the field', () => {
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    for (const day of [future, '1999-12-31', '2026-13-01', 'May', 20260901]) {
      expect(parsed(day).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['lastFilledOn', 'Last filled on must be a day between January 1, 2000 and today.'],
      ])
    }
  })
})
