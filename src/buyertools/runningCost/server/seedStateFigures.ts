import type { Payload } from 'payload'

import { monthFields } from '../collections/StateFigures'
import published from '../data/stateFigures.json'
import type { StateFigureTable } from '../stateFigures'

const table = published as StateFigureTable

/**
 * Fills in the published figures for any state staff do not have yet, and the sources when they
 * were never set; what staff have edited is left alone.
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
  const missing = table.states.filter((state) => !have.has(state.code))
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
  if (!sources.temperature?.url) {
    const { temperature, price } = table
    await payload.updateGlobal({ slug: 'state-figure-sources', data: { temperature, price }, overrideAccess: true })
  }
  return `${missing.length} states added, ${have.size} already kept by staff`
}
