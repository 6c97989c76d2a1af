import type { Payload } from 'payload'

import { recordSeeded, seededItems } from '@/platform/db/statements/seedRecord'
import { seedPublishedRecords } from '@/site/seedOnce'

import { monthFields } from '../collections/StateFigures'
import published from '../data/stateFigures.json'
import type { StateFigureTable } from '../stateFigures'

const table = published as StateFigureTable

const SEEDED_SOURCES = 'state-figure-sources'

/**
 * Fills in the published figures for any state the seed never created, and the sources when they
 * were never set; what staff have edited or deleted is left alone.
 */
export async function seedStateFigures(payload: Payload): Promise<string> {
  const line = await seedPublishedRecords(payload, {
    collection: 'state-figures',
    keyField: 'code',
    noun: 'states',
    items: table.states,
    keyOf: (state) => state.code,
    data: (state) => ({
      code: state.code,
      name: state.name,
      centsPerKwh: state.centsPerKwh,
      meanOutdoorF: monthFields(state.monthlyMeanF),
      note: state.note ?? null,
    }),
  })
  const sources = await payload.findGlobal({ slug: 'state-figure-sources', depth: 0, overrideAccess: true })
  if (!sources.temperature?.url && !(await seededItems(payload, SEEDED_SOURCES)).has(SEEDED_SOURCES)) {
    const { temperature, price } = table
    await payload.updateGlobal({ slug: 'state-figure-sources', data: { temperature, price }, overrideAccess: true })
  }
  await recordSeeded(payload, [SEEDED_SOURCES])
  return line
}
