import { describe, expect, it } from 'vitest'

import { testDatabase, useTestPayload } from '../../support/payload'
import { postJson } from '../../support/routes'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
let getBrands: Handler
let newCheck: Handler

const payload = useTestPayload(async () => {
  getBrands = (await import('@/app/api/utilities/getBrands/route')).GET
  newCheck = (await import('@/app/api/pricechecks/newcheck/route')).POST
  const { seedBrands } = await import('@/pricecheck/server/seedBrands')
  await seedBrands(payload)
})

const params = { params: Promise.resolve({}) }
const send = (body: unknown, ip?: string) => postJson(newCheck, '/api/pricechecks/newcheck', body, ip)
const valid = {
  name: 'Pat Buyer',
  email: 'pat@example.com',
  zipcode: '90210',
  tubs: [
    { brand: 'Northstar Spas', model: 'Polaris 6', price: '$9,800' },
    { brand: 'Acme Unlisted', model: 'Whatever 3', price: '7500' },
  ],
}
const count = async () => (await payload.count({ collection: 'price-checks', overrideAccess: true })).totalDocs
const MESSAGE = 'Please complete name, email and zip code along with the details of at least one hot tub.'

describe(`the price checker (${testDatabase()})`, () => {
  it('lists the brands with their models, and seeds them only once', async () => {
    const response = await getBrands(new Request('http://localhost/api/utilities/getBrands'), params)
    expect(response.status).toBe(200)
    const { brands } = (await response.json()) as { brands: { name: string; models: { name: string }[] }[] }
    expect(brands.length).toBe(9)
    expect(brands.map((brand) => brand.name)).toEqual([...brands.map((brand) => brand.name)].sort())
    expect(brands.find((brand) => brand.name === 'Northstar Spas')?.models).toEqual([
      { name: 'Polaris 5' },
      { name: 'Polaris 6' },
      { name: 'Aurora 7' },
    ])
    const { seedBrands } = await import('@/pricecheck/server/seedBrands')
    expect(await seedBrands(payload)).toMatch(/already/)
  })

  it('stores a request, tells the staff inbox and sends the visitor a receipt', async () => {
    const response = await send(valid)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const { docs } = await payload.find({ collection: 'price-checks', overrideAccess: true })
    expect(docs[0]).toMatchObject({ name: 'Pat Buyer', email: 'pat@example.com', zipcode: '90210', status: 'new' })
    expect(docs[0]!.tubs?.map(({ brand, model, price }) => ({ brand, model, price }))).toEqual(valid.tubs)

    const mail = await payload.find({ collection: 'outbox', sort: 'id', overrideAccess: true })
    const staff = mail.docs.find((doc) => doc.template === 'price-check-staff')
    const receipt = mail.docs.find((doc) => doc.template === 'price-check-receipt')
    expect(staff).toMatchObject({ to: 'staff@tubwise.example', replyTo: 'pat@example.com' })
    expect(staff!.text).toContain('Tub 1: Northstar Spas Polaris 6, quoted $9,800')
    expect(staff!.text).toContain(`/admin/collections/price-checks/${docs[0]!.id}`)
    expect(receipt).toMatchObject({ to: 'pat@example.com' })
    expect(receipt!.text).toContain('within 24-48 hours')
    expect(receipt!.text).toContain('Northstar Spas Polaris 6, Acme Unlisted Whatever 3')
    expect(receipt!.text).not.toContain('9,800')

    const leads = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'pat@example.com' } },
      overrideAccess: true,
    })
    expect(leads.docs).toHaveLength(1)
    expect(leads.docs[0]).toMatchObject({
      firstName: 'Pat',
      lastName: 'Buyer',
      zipCode: '90210',
      source: 'Price check',
      status: 'new',
    })
  })

  it('stores the buyer tool a request came from, and drops a source that is not one of ours', async () => {
    const fromTool = await send({ ...valid, email: 'tool@example.com', source: 'runningCost' })
    expect(fromTool.status).toBe(201)
    const elsewhere = await send({ ...valid, email: 'elsewhere@example.com', source: 'Google' })
    expect(elsewhere.status).toBe(201)
    const cameFrom = async (email: string) =>
      (await payload.find({ collection: 'price-checks', where: { email: { equals: email } }, overrideAccess: true }))
        .docs[0]?.cameFrom
    expect(await cameFrom('tool@example.com')).toBe('runningCost')
    expect(await cameFrom('elsewhere@example.com')).toBeFalsy()
    expect(await cameFrom('pat@example.com')).toBeFalsy()
  })

  it("refuses incomplete requests with the spec's message and stores nothing", async () => {
    const before = await count()
    const cases = [
      { ...valid, name: ' ' },
      { ...valid, email: '' },
      { ...valid, email: 'not-an-address' },
      { ...valid, zipcode: '' },
      { ...valid, tubs: [] },
      { ...valid, tubs: [{ brand: 'Northstar Spas', model: '', price: '$1' }] },
      { ...valid, tubs: [valid.tubs[0], valid.tubs[0], valid.tubs[0], valid.tubs[0]] },
    ]
    for (const body of cases) {
      const response = await send(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const { errors } = (await response.json()) as { errors: Record<string, string> }
      expect(Object.values(errors)).toContain(MESSAGE)
    }
    expect(await count()).toBe(before)
  })

  it('limits each address', async () => {
    const statuses: number[] = []
    // A different e-mail address each time: this is the per-client limit, not the per-recipient one.
    for (let i = 0; i < 6; i++)
      statuses.push((await send({ ...valid, email: `limit-${i}@example.com` }, '198.18.9.9')).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('keeps requests away from the public', async () => {
    await expect(payload.find({ collection: 'price-checks', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'price-checks',
        data: { name: 'x', email: 'x@example.com', zipcode: '1', tubs: [valid.tubs[0]!], status: 'new' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
