import { describe, expect, it } from 'vitest'

import { newPublicRef } from '@/platform/tokens/publicRef'

import { testDatabase, useTestPayload } from '../../support/payload'

const payload = useTestPayload()

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
  },
})

// Three saves that all read the evaluation before any delivered it: only one may e-mail the buyer.
// (On PostgreSQL each save used to write back the empty stamp it had read, and each sent.)
describe(`an evaluation delivered by concurrent saves (${testDatabase()})`, () => {
  it('e-mails the buyer once', async () => {
    const doc = await payload.create({
      collection: 'evaluations',
      data: {
        evalId: newPublicRef(),
        name: 'Eve Buyer',
        email: 'eve@example.com',
        status: 'received',
        evaluation: paragraph('A fair price: buy it.') as never,
      },
      overrideAccess: true,
    })
    await Promise.all(
      [1, 2, 3].map(() =>
        payload.update({ collection: 'evaluations', id: doc.id, data: { status: 'delivered' }, overrideAccess: true }),
      ),
    )
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { template: { equals: 'evaluation-delivered' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })
})
