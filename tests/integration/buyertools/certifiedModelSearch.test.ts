import { describe, expect, it } from 'vitest'

import { SEARCH_LIMIT } from '@/buyertools/certifiedModels/certifiedModel'
import type { CertifiedSpaModel } from '@/payload-types'

import { useTestPayload } from '../../support/payload'
import { freshPeer, getJson, type RouteHandler } from '../../support/routes'

// Made-up brands and figures: our research names no certified model, and the tests need none real.
let search: RouteHandler
let rateLimit: number

const payload = useTestPayload(async () => {
  search = (await import('@/app/api/tools/spa-models/route')).GET as RouteHandler
  rateLimit = (await import('@/buyertools/certifiedModels/api/spaModelsRoute')).SPA_MODELS_RATE_LIMIT.limit
})

const ask = (q: string | null, from = freshPeer()) =>
  getJson(search, '/api/tools/spa-models', q === null ? {} : { q }, from)

type Listing = Pick<CertifiedSpaModel, 'spaType' | 'fillVolumeGallons' | 'standbyWatts' | 'coverModel' | 'listedOn'>
const addModel = (brand: string, model: string, extra: Partial<Listing> = {}) =>
  payload.create({
    collection: 'certified-spa-models',
    data: {
      brand,
      model,
      spaType: 'standard',
      fillVolumeGallons: 400,
      standbyWatts: 200,
      source: 'typed in',
      ...extra,
    },
    overrideAccess: true,
  })

describe('GET /api/tools/spa-models', () => {
  it('answers an empty list, its size 0 and no import date, before staff import anything', async () => {
    const { status, headers, body } = await ask('spa')
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toBe('public, max-age=300')
    expect(body).toEqual({ models: [], listSize: 0, importedOn: null })
  })

  it('finds the models holding every typed word, without case, spaces or punctuation', async () => {
    const j335 = await addModel('Testbrook Spas', 'J-335', {
      spaType: 'exercise',
      fillVolumeGallons: 1_850,
      standbyWatts: 261,
      coverModel: 'TC-84',
      listedOn: '2021-03-15',
    })
    await addModel('Testbrook Spas', 'J-345')
    await addModel('Other Make', 'Bay 335')
    expect(j335.key).toBe('testbrookspas:j335')

    const { body } = await ask('testbrook j335')
    expect(body).toEqual({
      models: [
        {
          id: String(j335.id),
          brand: 'Testbrook Spas',
          model: 'J-335',
          spaType: 'exercise',
          fillVolumeGallons: 1_850,
          standbyWatts: 261,
          coverModel: 'TC-84',
          listedOn: '2021-03-15',
        },
      ],
      listSize: 3,
      importedOn: null,
    })
    // Every word: "335" alone finds both makes, with "bay" only the other one.
    const brandsModels = async (q: string) =>
      (await ask(q)).body.models.map((m: { brand: string; model: string }) => `${m.brand} ${m.model}`)
    expect(await brandsModels('335')).toEqual(['Other Make Bay 335', 'Testbrook Spas J-335'])
    expect(await brandsModels('BAY   335')).toEqual(['Other Make Bay 335'])
    expect(await brandsModels('testbrook j-3')).toEqual(['Testbrook Spas J-335', 'Testbrook Spas J-345'])
    expect(await brandsModels('nothing here')).toEqual([])
    // The listing gave no cover and no date: null, not "".
    expect((await ask('bay')).body.models[0]).toMatchObject({ coverModel: null, listedOn: null })
  })

  it('answers at most the limit, brand then model, and counts the whole list', async () => {
    for (let n = 1; n <= SEARCH_LIMIT + 2; n++) await addModel('Zed Tubs', `Model ${String(n).padStart(2, '0')}`)
    await addModel('Aardvark Tubs', 'Model 99')
    const { body } = await ask('tubs model')
    expect(body.models).toHaveLength(SEARCH_LIMIT)
    expect(body.models[0]).toMatchObject({ brand: 'Aardvark Tubs', model: 'Model 99' })
    expect(body.models[1]).toMatchObject({ brand: 'Zed Tubs', model: 'Model 01' })
    expect(body.models.at(-1)).toMatchObject({ brand: 'Zed Tubs', model: 'Model 09' })
    expect(body.listSize).toBe(3 + SEARCH_LIMIT + 3)
  })

  it('gives the last import’s date', async () => {
    await payload.updateGlobal({
      slug: 'certified-spa-model-import',
      data: { importedAt: '2026-11-20T18:30:00.000Z', fileName: 'spas.csv' },
      overrideAccess: true,
    })
    expect((await ask('zed')).body.importedOn).toBe('2026-11-20')
  })

  it('reads LIKE wildcards and punctuation as nothing, and refuses a query out of range by name', async () => {
    // "%" and "_" are dropped with the other punctuation: no word left, no model, not every model.
    expect((await ask('%%')).body.models).toEqual([])
    expect((await ask('_ %')).body.models).toEqual([])
    expect((await ask('z%d')).body.models).toEqual([])
    for (const q of [null, '', 'a', ' b ', 'x'.repeat(61)]) {
      const { status, body } = await ask(q)
      expect(status, String(q)).toBe(400)
      expect(body.errors.q).toBe('Type 2 to 60 letters or digits of the brand or model.')
    }
  })

  it('refuses a second model with the same brand and model however written', async () => {
    await expect(addModel('TESTBROOK spas', 'j 335')).rejects.toThrow()
    expect((await ask('testbrook')).body.models).toHaveLength(2)
  })

  it('is kept by editors and admins; the public and moderators do not read it directly', async () => {
    const { CertifiedSpaModels } = await import('@/buyertools/certifiedModels/collections/CertifiedSpaModels')
    const as = (user: { role: 'editor' | 'moderator' | 'admin' } | null) => ({ req: { user } }) as never
    const access = CertifiedSpaModels.access!
    for (const rule of [access.read!, access.create!, access.update!, access.delete!]) {
      expect(await rule(as({ role: 'editor' }))).toBe(true)
      expect(await rule(as({ role: 'admin' }))).toBe(true)
      expect(await rule(as({ role: 'moderator' }))).toBe(false)
      expect(await rule(as(null))).toBe(false)
    }
  })

  it('is rate limited per address', async () => {
    const from = freshPeer()
    for (let i = 0; i < rateLimit; i++) expect((await ask('zed', from)).status).toBe(200)
    const refused = await ask('zed', from)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await ask('zed')).status).toBe(200)
  })
})
