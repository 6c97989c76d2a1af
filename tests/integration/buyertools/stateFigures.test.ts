import { describe, expect, it } from 'vitest'

import { testDatabase, useTestPayload } from '../../support/payload'

const payload = useTestPayload()

describe(`the running-cost calculator's state figures (${testDatabase()})`, () => {
  it('are seeded once from the published figures, with their sources', async () => {
    const { seedStateFigures } = await import('@/buyertools/runningCost/server/seedStateFigures')
    expect(await seedStateFigures(payload)).toBe('51 states added, 0 already kept by staff')
    expect(await seedStateFigures(payload)).toBe('0 states added, 51 already kept by staff')

    const { readStateFigures } = await import('@/buyertools/runningCost/server/readStateFigures')
    const figures = await readStateFigures(payload)
    expect(figures.states).toHaveLength(51)
    expect(figures.states[0]?.name).toBe('Alabama')
    expect(figures.states.find((state) => state.code === 'MN')).toMatchObject({
      name: 'Minnesota',
      centsPerKwh: 14.73,
      monthlyMeanF: [10.1, 14.7, 27.8, 41.9, 54.8, 64.8, 69, 66.8, 58.6, 45.1, 29.8, 16.5],
    })
    expect(figures.states.find((state) => state.code === 'WY')?.centsPerKwh).toBeNull()
    expect(figures.price).toMatchObject({ year: 2023, url: 'https://www.eia.gov/electricity/annual/secrev-map.php' })
    expect(figures.temperature.period).toBe('1991–2020')
  })

  it('keep what staff edit, and a yearly update is an edit', async () => {
    const { docs } = await payload.find({ collection: 'state-figures', where: { code: { equals: 'WY' } } })
    await payload.update({ collection: 'state-figures', id: docs[0]!.id, data: { centsPerKwh: 12.5 } })
    await payload.updateGlobal({ slug: 'state-figure-sources', data: { price: { year: 2024 } } })
    const { seedStateFigures } = await import('@/buyertools/runningCost/server/seedStateFigures')
    await seedStateFigures(payload)
    const { readStateFigures } = await import('@/buyertools/runningCost/server/readStateFigures')
    const figures = await readStateFigures(payload)
    expect(figures.states.find((state) => state.code === 'WY')?.centsPerKwh).toBe(12.5)
    expect(figures.price.year).toBe(2024)
  })

  it('refuse a second row for a state and a month outside -40 to 110 °F', async () => {
    const { docs } = await payload.find({ collection: 'state-figures', where: { code: { equals: 'MN' } } })
    const minnesota = docs[0]!
    await expect(
      payload.create({
        collection: 'state-figures',
        data: { code: 'MN', name: 'Minnesota again', meanOutdoorF: minnesota.meanOutdoorF },
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'state-figures',
        id: minnesota.id,
        data: { meanOutdoorF: { ...minnesota.meanOutdoorF, jan: 300 } },
      }),
    ).rejects.toThrow()
    expect(await payload.count({ collection: 'state-figures' })).toMatchObject({ totalDocs: 51 })
  })

  it('are read by no visitor through the REST API', async () => {
    await expect(payload.find({ collection: 'state-figures', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'state-figure-sources', overrideAccess: false })).rejects.toThrow()
  })
})
