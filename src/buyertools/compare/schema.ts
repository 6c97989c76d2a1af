import { z } from 'zod'

import { visitorText } from '@/platform/http/schemas'

import { numberBetween } from '@/site/numberFields'
import type { TubCosts } from './model'

export const MIN_TUBS = 2
export const MAX_TUBS = 3

/** "Does it meet the five criteria?": `fails` is two or more, where our judgement gives a life; `failsOne` has none. */
export const CRITERIA_ANSWERS = ['meets', 'failsOne', 'fails', 'unknown'] as const
export type CriteriaAnswer = (typeof CRITERIA_ANSWERS)[number]

/** A cost the visitor may leave blank: blank is null (the comparison says it is left out), never 0. */
const optionalDollars = (label: string, max: number) =>
  z
    .union([z.number(), z.string(), z.null()])
    .transform((raw) => (raw === null || (typeof raw === 'string' && raw.trim() === '') ? null : raw))
    .pipe(numberBetween(label, 0, max, ' dollars').nullable())

/** One tub's figures as the visitor types them (or as the address carries them). */
export const tubCostsSchema = z.object({
  label: visitorText('Give the tub a name of up to 60 characters.')
    .min(1, 'Give the tub a name of up to 60 characters.')
    .max(60, 'Give the tub a name of up to 60 characters.'),
  priceDollars: numberBetween('Price', 100, 200_000, ' dollars'),
  lifeYears: numberBetween('Expected life', 1, 40, ' years'),
  installDollars: optionalDollars('Installation', 50_000),
  energyDollarsPerYear: optionalDollars('Energy a year', 10_000),
  suppliesDollarsPerYear: optionalDollars('Chemicals and filters a year', 5_000),
  coverDollars: optionalDollars('A new cover', 5_000),
  coverEveryYears: numberBetween('A new cover every', 1, 20, ' years'),
  repairsDollarsPerYear: optionalDollars('Repairs a year', 10_000),
}) satisfies z.ZodType<TubCosts, unknown>

/** Two or three tubs: the comparison the page, its link and its e-mailed copy share. */
export const comparisonSchema = z.object({
  tubs: z
    .array(tubCostsSchema, { error: 'Compare two or three tubs.' })
    .min(MIN_TUBS, 'Compare two or three tubs.')
    .max(MAX_TUBS, 'Compare two or three tubs.'),
})

export type TubCostsForm = { [Key in keyof TubCosts]: string }
