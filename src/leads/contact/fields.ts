import type { Field } from 'payload'

/** Who a lead or a repeat capture is, as the visitor typed it: the same columns in both collections. */
export const contactFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'firstName', label: 'First name', type: 'text', required: true },
      { name: 'lastName', label: 'Last name', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', type: 'text', required: true },
      { name: 'phone', type: 'text' },
      { name: 'zipCode', label: 'Zip code', type: 'text' },
    ],
  },
]
