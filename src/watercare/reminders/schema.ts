import { z } from 'zod'

import type { LinkRefusals } from '@/platform/tokens/signedToken'

import { numberBetween } from '@/site/numberFields'
import { emailAddress } from '@/platform/outbox/emailAddress'
import { US_STATE_CODES } from '@/site/usStates'

import { optionalPastDay } from '../model/pastDay'
import { FIELD_RANGES, LAST_FILLED_LABEL } from '../model/schema'
import { CONFIRM_LINK_DAYS, MANAGE_LINK_DAYS } from './linkTerms'
import { REMINDER_KINDS } from './schedule'

/*
 * The reminders' forms: one zod schema each, the same in the browser and on the server. Each refusal
 * names the field and its range.
 */

const range = (field: 'gallons' | 'bathersPerDay') => {
  const { label, min, max, unit } = FIELD_RANGES[field]
  return numberBetween(label, min, max, unit)
}

export const EMAIL_MESSAGE = 'Enter one e-mail address, like name@example.com.'
export const KINDS_MESSAGE = 'Choose at least one reminder.'

/**
 * What an owner keeps: the tub (and its last fill, optional), the reminders, and what the cover check needs
 * (price or state, both optional).
 */
export const reminderSettingsSchema = z.object({
  gallons: range('gallons'),
  bathersPerDay: range('bathersPerDay'),
  /** Blank: not given (the drain and refill counts from the day the owner confirms). */
  lastFilledOn: optionalPastDay(LAST_FILLED_LABEL),
  kinds: z
    .array(z.enum(REMINDER_KINDS, { error: KINDS_MESSAGE }), { error: KINDS_MESSAGE })
    .min(1, KINDS_MESSAGE)
    .max(REMINDER_KINDS.length, KINDS_MESSAGE)
    .transform((kinds) => [...new Set(kinds)]),
  /** Blank: not given (the cover check then uses the state's average price, or says it has none). */
  centsPerKwh: z.union([z.literal(''), numberBetween('Electricity price', 1, 100, ' cents per kWh')]).optional(),
  state: z
    .union([z.literal(''), z.enum(US_STATE_CODES, { error: 'Choose a state from the list, or none.' })])
    .optional(),
})

/** `POST /api/water-care/reminders`: an address and its settings; nothing is sent but the confirmation. */
export const subscribeSchema = reminderSettingsSchema.extend({ email: emailAddress(EMAIL_MESSAGE) })
export type SubscribeForm = z.input<typeof subscribeSchema>
export type SubscribeFields = z.output<typeof subscribeSchema>
export type ReminderSettings = z.output<typeof reminderSettingsSchema>

export const LINK_INVALID =
  'This link is not one we sent, was changed, or its reminders were deleted. Copy the whole link from the e-mail.'
export const CONFIRM_EXPIRED =
  `This link has expired: confirmation links work for ${CONFIRM_LINK_DAYS} days. ` + 'Sign up again for a new one.'
export const MANAGE_EXPIRED =
  `This link has expired: manage links work for ${MANAGE_LINK_DAYS} days. ` + 'Every reminder carries a fresh one.'
export const CONFIRM_REFUSALS: LinkRefusals = { expired: CONFIRM_EXPIRED, invalid: LINK_INVALID }
export const MANAGE_REFUSALS: LinkRefusals = { expired: MANAGE_EXPIRED, invalid: LINK_INVALID }

const token = z.string({ error: LINK_INVALID }).min(1, LINK_INVALID).max(200, LINK_INVALID)

/** `POST /api/water-care/reminders/confirm`: the token of the confirmation link. */
export const confirmSchema = z.object({ token })

/** `POST /api/water-care/reminders/manage`: the manage link's token and what the owner does. */
export const manageSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ token, action: z.literal('update'), settings: reminderSettingsSchema }),
    z.object({ token, action: z.literal('unsubscribe') }),
    z.object({ token, action: z.literal('delete') }),
  ],
  // Only for an object without a known action: a body that is no object gets the API's own sentence.
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'Choose what to do: save the settings, stop the reminders or delete everything.'
        : undefined,
  },
)
export type ManageRequest = z.output<typeof manageSchema>
