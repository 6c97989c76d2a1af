import type { CollectionConfig, Field } from 'payload'

import { revalidateTagSafely } from '@/platform/pageCache/revalidate'
import { allowRoles } from '@/staff/access'

import { STATE_FIGURES_TAG } from '../server/stateFiguresTag'
import { US_STATE_CODES } from '@/site/usStates'

export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const

export type Month = (typeof MONTHS)[number]

/** Twelve monthly figures, January first, as the collection's month fields. */
export function monthFields(monthly: readonly number[]): Record<Month, number> {
  if (monthly.length !== MONTHS.length) throw new RangeError('A year of temperatures has 12 months.')
  return Object.fromEntries(MONTHS.map((month, index) => [month, monthly[index]])) as Record<Month, number>
}

const monthField = (name: Month): Field => ({
  name,
  label: name.charAt(0).toUpperCase() + name.slice(1),
  type: 'number',
  required: true,
  min: -40,
  max: 110,
  admin: { step: 0.1 },
})

/** The 12 monthly mean outdoor temperatures, two rows of six in the admin (state figures and stations). */
export const monthlyMeanOutdoorF: Field = {
  name: 'meanOutdoorF',
  label: 'Monthly mean outdoor temperature (°F)',
  type: 'group',
  fields: [
    { type: 'row', fields: MONTHS.slice(0, 6).map(monthField) },
    { type: 'row', fields: MONTHS.slice(6).map(monthField) },
  ],
}

const revalidate = () => revalidateTagSafely(STATE_FIGURES_TAG)

/**
 * Each state's monthly mean outdoor temperatures and average residential electricity price: the
 * running-cost calculator's local figures. Staff update them when the sources publish a new year.
 */
export const StateFigures: CollectionConfig = {
  slug: 'state-figures',
  labels: { singular: 'State', plural: 'State climate and prices' },
  admin: {
    group: 'Buyer tools',
    useAsTitle: 'name',
    defaultColumns: ['name', 'centsPerKwh', 'updatedAt'],
    description: 'Where the running-cost calculator gets its temperatures and electricity prices.',
  },
  access: {
    read: allowRoles('editor'),
    create: allowRoles('editor'),
    update: allowRoles('editor'),
    delete: allowRoles('editor'),
  },
  defaultSort: 'name',
  hooks: { afterChange: [revalidate], afterDelete: [revalidate] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'select',
          required: true,
          unique: true,
          options: US_STATE_CODES.map((code) => ({ label: code, value: code })),
        },
        { name: 'name', type: 'text', required: true, maxLength: 40 },
        {
          name: 'centsPerKwh',
          label: 'Average residential price (cents per kWh)',
          type: 'number',
          min: 1,
          max: 100,
          admin: { step: 0.01, description: 'Empty: the calculator asks visitors for their own price.' },
        },
      ],
    },
    monthlyMeanOutdoorF,
    {
      name: 'note',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Shown on the page beside the state, e.g. where a substitute station was used.' },
    },
  ],
}
