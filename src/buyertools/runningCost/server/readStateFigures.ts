import type { Payload } from 'payload'

import { MONTHS } from '../collections/StateFigures'
import type { StateFigureTable } from '../stateFigures'

/** The states' figures as staff keep them, states by name, with their sources. */
export async function readStateFigures(payload: Payload): Promise<StateFigureTable> {
  const [{ docs }, sources] = await Promise.all([
    payload.find({ collection: 'state-figures', sort: 'name', pagination: false, depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'state-figure-sources', depth: 0, overrideAccess: true }),
  ])
  return {
    temperature: {
      publisher: sources.temperature.publisher,
      dataset: sources.temperature.dataset,
      url: sources.temperature.url,
      period: sources.temperature.period,
    },
    price: {
      publisher: sources.price.publisher,
      dataset: sources.price.dataset,
      url: sources.price.url,
      year: sources.price.year,
    },
    states: docs.map((state) => ({
      code: state.code,
      name: state.name,
      monthlyMeanF: MONTHS.map((month) => state.meanOutdoorF[month]),
      centsPerKwh: state.centsPerKwh ?? null,
      note: state.note ?? null,
    })),
  }
}
