/**
 * One entry of the owner's care log: the day, the readings taken and what was added. The readings reuse
 * the calculator's own field rules (`waterCareSchema`), so the log and the calculator accept the same
 * values with the same words; here each may be left blank (not tested that day).
 */

import { z } from 'zod'

import { numberBetween } from '@/site/numberFields'

import { OPTIONAL_EXTRAS } from '../model/optionalExtras'
import { PRODUCTS, type ProductId } from '../model/products'
import { waterCareSchema } from '../model/schema'
import { pastDay } from '../model/pastDay'

const CALCULATOR = waterCareSchema.shape

/** The readings a log entry may carry, in the order the form and the table show them. */
export const READINGS = ['sanitiserPpm', 'pH', 'totalAlkalinity', 'calciumHardness', 'cyanuricAcid', 'waterF'] as const
export type Reading = (typeof READINGS)[number]

export const ADDED_KINDS = [
  ...(Object.keys(PRODUCTS) as ProductId[]),
  ...OPTIONAL_EXTRAS.map((extra) => extra.id),
  'other',
] as const
export type AddedKind = (typeof ADDED_KINDS)[number]

const firstName = (soldAs: string) => soldAs.split(',')[0]!.trim()
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What the form's select and the table call each kind: the chemical, and the name on the tub. */
export const ADDED_NAMES: Record<AddedKind, string> = {
  ...(Object.fromEntries(
    Object.entries(PRODUCTS).map(([id, product]) => [
      id,
      `${capitalised(product.name)} (${firstName(product.soldAs)})`,
    ]),
  ) as Record<ProductId, string>),
  ...(Object.fromEntries(OPTIONAL_EXTRAS.map((extra) => [extra.id, extra.name])) as Record<
    'enzyme' | 'clarifier',
    string
  >),
  other: 'Something else (say what in the note)',
}

/** The measures an owner adds by, by weight, by spoon or by volume, and their names. */
export const UNIT_NAMES = {
  g: 'grams',
  oz: 'ounces (weight)',
  tsp: 'teaspoons',
  tbsp: 'tablespoons',
  'fl oz': 'fluid ounces',
  mL: 'millilitres',
} as const
export type Unit = keyof typeof UNIT_NAMES
export const UNITS = Object.keys(UNIT_NAMES) as [Unit, ...Unit[]]

export const AMOUNT_RANGE = { min: 0.01, max: 5000 } as const
export const NOTE_MAX = 300

const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
const blankAsMissing = (raw: unknown) => (isBlank(raw) ? undefined : raw)
const optionalReading = <T extends z.ZodType>(rule: T) => z.preprocess(blankAsMissing, rule.optional())

const addedSchema = z.object({
  product: z.enum(ADDED_KINDS, { error: 'Choose what you added, or leave the amount blank.' }),
  amount: numberBetween('Amount added', AMOUNT_RANGE.min, AMOUNT_RANGE.max),
  unit: z.enum(UNITS, { error: 'Choose the unit of the amount added.' }),
})

/** Nothing chosen and no amount: nothing was added that day. */
const nothingAdded = (raw: unknown) =>
  typeof raw === 'object' &&
  raw !== null &&
  isBlank((raw as { product?: unknown }).product) &&
  isBlank((raw as { amount?: unknown }).amount)
    ? undefined
    : raw

/**
 * The one schema for a log entry: what the form sends (text, as typed), what storage holds and what a file
 * brings (numbers). Each refusal names the field and its range.
 */
export const logEntrySchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'An entry’s id must be 6 to 64 letters or digits.' }),
    date: pastDay('Date'),
    sanitiser: CALCULATOR.sanitiser,
    sanitiserPpm: optionalReading(CALCULATOR.sanitiserPpm),
    pH: optionalReading(CALCULATOR.pH),
    totalAlkalinity: optionalReading(CALCULATOR.totalAlkalinity),
    calciumHardness: optionalReading(CALCULATOR.calciumHardness),
    // The calculator's `unknown` (not tested) is a blank here: the entry leaves it out.
    cyanuricAcid: z.preprocess(blankAsMissing, CALCULATOR.cyanuricAcid).transform((value) => value ?? undefined),
    waterF: optionalReading(CALCULATOR.waterF),
    added: z.preprocess(nothingAdded, addedSchema.optional()),
    note: z
      .string({ error: 'Note must be text.' })
      .trim()
      .max(NOTE_MAX, { error: `Note must be at most ${NOTE_MAX} characters.` })
      .optional()
      .transform((note) => note || undefined),
  })
  .superRefine((entry, context) => {
    if (!entry.added && READINGS.every((reading) => entry[reading] === undefined)) {
      context.addIssue({ code: 'custom', message: 'Enter at least one reading, or what you added.' })
    }
  })

export type LogEntryInput = z.input<typeof logEntrySchema>
export type LogEntry = z.output<typeof logEntrySchema>

/** A new entry's id: the time and a random part, unique enough for one owner's devices. */
export function newEntryId(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`
}

/** Newest day first; of one day, the one added last first (`entries` are kept in the order they came). */
export function newestFirst(entries: readonly LogEntry[]): LogEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.date === b.entry.date ? b.index - a.index : a.entry.date < b.entry.date ? 1 : -1))
    .map(({ entry }) => entry)
}
