import { z } from 'zod'

import { visitorText } from '@/http/schemas'

import { numberBetween } from '../runningCost/schema'
import type { TubCosts } from './model'

export const MIN_TUBS = 2
export const MAX_TUBS = 3

/** One tub's figures as the visitor types them (or as the address carries them). */
export const tubCostsSchema = z.object({
  label: visitorText('Give the tub a name of up to 60 characters.')
    .min(1, 'Give the tub a name of up to 60 characters.')
    .max(60, 'Give the tub a name of up to 60 characters.'),
  priceDollars: numberBetween('Price', 100, 200_000, ' dollars'),
  lifeYears: numberBetween('Expected life', 1, 40, ' years'),
  installDollars: numberBetween('Installation', 0, 50_000, ' dollars'),
  energyDollarsPerYear: numberBetween('Energy a year', 0, 10_000, ' dollars'),
  suppliesDollarsPerYear: numberBetween('Chemicals and filters a year', 0, 5_000, ' dollars'),
  coverDollars: numberBetween('A new cover', 0, 5_000, ' dollars'),
  coverEveryYears: numberBetween('A new cover every', 1, 20, ' years'),
  repairsDollarsPerYear: numberBetween('Repairs a year', 0, 10_000, ' dollars'),
}) satisfies z.ZodType<TubCosts, unknown>

/** Two or three tubs: the comparison the page, its link and its e-mailed copy share. */
export const comparisonSchema = z.object({
  tubs: z
    .array(tubCostsSchema, { error: 'Compare two or three tubs.' })
    .min(MIN_TUBS, 'Compare two or three tubs.')
    .max(MAX_TUBS, 'Compare two or three tubs.'),
})

export type TubCostsForm = { [Key in keyof TubCosts]: string }
