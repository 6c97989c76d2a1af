import type { CollectionConfig, Config, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { withCapability, withFieldBefore } from '@/platform/plugins/capabilityPlugin'

const collection = (slug: string, fields: string[] = []): CollectionConfig => ({
  slug,
  fields: fields.map((name) => ({ name, type: 'text' })),
})

describe('a capability as a plugin', () => {
  it('appends its parts to the config, in the order the plugins are listed', async () => {
    const started: string[] = []
    const root: Config = {
      secret: 'x',
      db: {} as Config['db'],
      collections: [collection('rate-limits')],
      admin: { components: { beforeDashboard: ['@/a#A'] } },
      onInit: () => void started.push('root'),
    }
    const first = withCapability(root, {
      collections: [collection('posts')],
      dashboard: ['@/b#B'],
      onInit: () => void started.push('first'),
    })
    const second = withCapability(first, {
      collections: [collection('orders')],
      endpoints: [{ path: '/x', method: 'post', handler: () => new Response() }],
      onInit: () => void started.push('second'),
    })
    expect(second.collections?.map((c) => c.slug)).toEqual(['rate-limits', 'posts', 'orders'])
    expect(second.admin?.components?.beforeDashboard).toEqual(['@/a#A', '@/b#B'])
    expect(second.endpoints?.map((e) => e.path)).toEqual(['/x'])
    await second.onInit?.({} as Payload)
    expect(started).toEqual(['root', 'first', 'second'])
  })

  it('adds a field to a collection before the one named, or last', () => {
    const names = (c: CollectionConfig) => c.fields.map((f) => ('name' in f ? f.name : ''))
    const orders = collection('orders', ['status', 'staffNotes'])
    expect(names(withFieldBefore(orders, { name: 'crm', type: 'text' }, 'staffNotes'))).toEqual([
      'status',
      'crm',
      'staffNotes',
    ])
    expect(names(withFieldBefore(orders, { name: 'crm', type: 'text' }, 'missing'))).toEqual([
      'status',
      'staffNotes',
      'crm',
    ])
    expect(names(orders)).toEqual(['status', 'staffNotes'])
  })
})
