import type { Payload } from 'payload'

import { recordSeeded, seededItems } from '@/platform/db/statements/seedRecord'

import { monthFields } from '../collections/StateFigures'
import published from '../data/stateFigures.json'
import type { StateFigureTable } from '../stateFigures'

const table = published as StateFigureTable

const seededState = (code: string) => `state-figures:${code}`
const SEEDED_SOURCES = 'state-figure-sources'

/**
 * Fills in the published figures for any state the seed never created, and the sources when they
 * were never set; what staff have edited or deleted is left alone.
 */
export async function seedStateFigures(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'state-figures',
    pagination: false,
    depth: 0,
    select: { code: true },
    overrideAccess: true,
  })
  const have = new Set(docs.map((state) => state.code))
  const seeded = await seededItems(payload, 'state-figure')
  const absent = table.states.filter((state) => !have.has(state.code))
  const missing = absent.filter((state) => !seeded.has(seededState(state.code)))
  for (const state of missing) {
    await payload.create({
      collection: 'state-figures',
      data: {
        code: state.code,
        name: state.name,
        centsPerKwh: state.centsPerKwh,
        meanOutdoorF: monthFields(state.monthlyMeanF),
        note: state.note ?? null,
      },
      overrideAccess: true,
    })
  }
  const sources = await payload.findGlobal({ slug: 'state-figure-sources', depth: 0, overrideAccess: true })
  if (!sources.temperature?.url && !seeded.has(SEEDED_SOURCES)) {
    const { temperature, price } = table
    await payload.updateGlobal({ slug: 'state-figure-sources', data: { temperature, price }, overrideAccess: true })
  }
  const present = table.states.filter((state) => have.has(state.code) || missing.includes(state))
  await recordSeeded(payload, [SEEDED_SOURCES, ...present.map((state) => seededState(state.code))])
  const deleted = absent.length - missing.length
  return (
    `${missing.length} states added, ${have.size} already kept by staff` +
    (deleted ? `, ${deleted} deleted by staff, not recreated` : '')
  )
}
