import { describe, expect, it } from 'vitest'

import { NOT_AN_OBJECT, plainMessage } from '@/platform/http/plainMessages'
import { manageSchema } from '@/watercare/reminders/schema'

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
