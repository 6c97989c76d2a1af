import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedClimateStations } from '@/buyertools/climate/server/seedClimateStations'
import { seedSpaProducts } from '@/commerce/shop/seedSpaProducts'
import { importContent } from '@/content/markdown/importContent'

import { startTestPayload, testDatabase } from '../../support/payload'

let payload: Payload
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-seed-'))

beforeAll(async () => {
  payload = await startTestPayload()
  fs.mkdirSync(path.join(dir, 'images'))
  fs.writeFileSync(
    path.join(dir, 'images', 'art.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#0d5960"/></svg>',
  )
})
afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const write = (name: string, title: string) =>
  fs.writeFileSync(
    path.join(dir, name),
    `---\npath: seeded-${name.replace('.md', '')}\nkind: article\ntitle: ${title}\nleader: A ` +
      `short fixture page used to test the start-up seed.\nauthor: Test\npublished: ` +
      `2020-01-01\nimage: art.svg\nimageAlt: A plain fixture rectangle\ndescription: A fixture page ` +
      `that exists only in the integration tests of the start-up seed.\n---\nBody of ${title}.\n`,
  )

const slugs = async () =>
  (
    await payload.find({ collection: 'posts', where: { slug: { like: 'seeded-' } }, sort: 'slug', draft: true })
  ).docs.map((post) => post.slug)

describe(`the seed never recreates what staff deleted (${testDatabase()})`, () => {
  it('imports a new file and updates a changed one, but leaves a deleted page deleted', async () => {
    write('one.md', 'One')
    write('two.md', 'Two')
    expect(await importContent(payload, dir)).toBe('2 created')

    await payload.delete({ collection: 'posts', where: { slug: { equals: 'seeded-one' } } })
    // Its file changes in the repository, and a new page is added: the new one is imported, the deleted one not.
    write('one.md', 'One, second version')
    write('two.md', 'Two, second version')
    write('three.md', 'Three')
    expect(await importContent(payload, dir)).toBe('1 deleted by staff, 1 created, 1 updated')
    expect(await slugs()).toEqual(['seeded-three', 'seeded-two'])

    // And at the next start again.
    expect(await importContent(payload, dir)).toBe('1 deleted by staff, 2 unchanged')
    expect(await slugs()).toEqual(['seeded-three', 'seeded-two'])
  }, 120_000)

  it('leaves deleted demo products and climate stations deleted, and adds none twice', async () => {
    expect(await seedSpaProducts(payload)).toBe('2 demo products created')
    await payload.delete({ collection: 'spa-products', where: { id: { exists: true } } })
    expect(await seedSpaProducts(payload)).toBe('none: staff deleted the demo products, not recreated')
    expect((await payload.count({ collection: 'spa-products' })).totalDocs).toBe(0)

    const first = await seedClimateStations(payload)
    const stations = Number(/^(\d+) stations added/.exec(first)?.[1])
    expect(stations).toBeGreaterThan(1)
    const { docs } = await payload.find({ collection: 'climate-stations', limit: 1, depth: 0 })
    await payload.delete({ collection: 'climate-stations', id: docs[0]!.id })
    expect(await seedClimateStations(payload)).toBe(
      `0 stations added, ${stations - 1} already kept by staff, 1 deleted by staff, not recreated`,
    )
    expect((await payload.count({ collection: 'climate-stations' })).totalDocs).toBe(stations - 1)
  }, 120_000)
})
