import { describe, expect, it } from 'vitest'

import { checkInfoForm, type InfoFormValues, infoRequestBody } from '@/leads/contact/infoForm'
import { INFO_FORM_MESSAGE, joinName, leadInfoSchema, splitName } from '@/leads/schemas'

const LEAD_ID = 'AbCdEfGhIjKlMnOpQrStUvWx'
const filled: InfoFormValues = {
  name: 'Morgan Reyes',
  email: 'morgan@example.com',
  zipCode: '73301',
  phone: '5550100777',
  details: 'Two 6-seat tubs.',
}

/** Each row: what the visitor typed, and whether the server takes it. */
const table: [string, Partial<InfoFormValues>, boolean][] = [
  ['a full form', {}, true],
  ['a one-word name', { name: 'Cher' }, true],
  ['a one-word name with spaces around it', { name: '  Cher  ' }, true],
  ['a middle name', { name: 'Morgan Q. Reyes-Smith' }, true],
  ['an empty name', { name: '' }, false],
  ['a name of spaces', { name: '   ' }, false],
  ['an e-mail without @', { email: 'morgan.example.com' }, false],
  ['an e-mail without a domain', { email: 'morgan@' }, false],
  ['an e-mail with a space', { email: 'mor gan@example.com' }, false],
  ['an e-mail too long before the @', { email: `${'m'.repeat(65)}@example.com` }, false],
  ['an empty e-mail', { email: '' }, false],
  ['an empty zip code', { zipCode: '' }, false],
  ['a zip code too long', { zipCode: '1'.repeat(13) }, false],
  ['a phone of spaces', { phone: '  ' }, false],
  ['a phone too long', { phone: '5'.repeat(31) }, false],
  ['empty details', { details: '' }, false],
  ['details over several lines', { details: 'Line one.\nLine two.\n\tIndented.' }, true],
  ['details too long', { details: 'x'.repeat(5_001) }, false],
  ['a control character in the name', { name: 'Mor\u0000gan Reyes' }, false],
  ['a bidi override in the phone', { phone: '555\u202e0100777' }, false],
  ['a last name too long', { name: `Morgan ${'R'.repeat(61)}` }, false],
]

describe('the information form refuses in the browser exactly what the server refuses', () => {
  it.each(table)('%s', (_label, change, accepted) => {
    const values = { ...filled, ...change }
    const server = leadInfoSchema.safeParse(infoRequestBody(LEAD_ID, values)).success
    const browser = checkInfoForm(LEAD_ID, values)
    expect(server).toBe(accepted)
    expect(browser.ok).toBe(accepted)
    if (!browser.ok) {
      expect(browser.message).toBe(INFO_FORM_MESSAGE)
      // The field the change was made to is marked.
      expect(browser.fields).toEqual(Object.keys(change))
    }
  })

  it('sends what the server stores: the first word is the first name, the last word the last name', () => {
    expect(checkInfoForm(LEAD_ID, { ...filled, name: 'Morgan Q. Reyes-Smith' })).toMatchObject({
      ok: true,
      body: { firstName: 'Morgan', lastName: 'Reyes-Smith' },
    })
    expect(checkInfoForm(LEAD_ID, { ...filled, name: 'Cher' })).toMatchObject({
      ok: true,
      body: { leadId: LEAD_ID, firstName: 'Cher', lastName: 'Cher' },
    })
  })
})

describe('names', () => {
  it('split: a one-word name is both first and last name', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' })
    expect(splitName(' Pat  Q  Buyer ')).toEqual({ firstName: 'Pat', lastName: 'Buyer' })
    expect(splitName('  ')).toEqual({ firstName: '', lastName: '' })
  })
  it('join: a one-word name shows once, so the form reads back what was typed', () => {
    expect(joinName('Cher', 'Cher')).toBe('Cher')
    expect(joinName('Pat', 'Buyer')).toBe('Pat Buyer')
    expect(joinName('Pat', '')).toBe('Pat')
    for (const name of ['Cher', 'Pat Buyer'])
      expect(joinName(...(Object.values(splitName(name)) as [string, string]))).toBe(name)
  })
})
