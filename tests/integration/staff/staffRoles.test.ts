import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import type { StaffRole } from '@/staff/roles'

import { testDatabase, useTestPayload } from '../../support/payload'
import { createStaff, type StaffUser } from '../../support/staffUsers'

const staff = {} as Record<StaffRole, StaffUser>
const PASSWORD = 'a-long-test-password'

/** Every collection that holds what visitors told us (addresses, names, words) or their traces. */
const PERSONAL = ['leads', 'price-checks', 'comments', 'outbox', 'payload-jobs', 'rate-limits'] as const
const MODERATED = ['leads', 'price-checks', 'comments'] as const

const payload = useTestPayload(async () => {
  for (const role of ['admin', 'editor', 'moderator'] as const) {
    staff[role] = await createStaff(payload, { email: `${role}@tubwise.example`, password: PASSWORD, role })
  }
  const visitor = { email: 'visitor@example.com' }
  const lead = await payload.create({
    collection: 'leads',
    data: {
      ...visitor,
      leadId: 'lead-for-the-role-tests',
      status: 'new',
      emailConfirmation: 'not asked',
      firstName: 'Vic',
      source: 'test',
    },
    overrideAccess: true,
  })
  // A lead's CRM sync job, as a site with a CRM queues one (its input names the lead).
  await payload.jobs.queue({ task: 'crmSyncLead', queue: 'crm', input: { leadId: lead.id } })
  await payload.create({
    collection: 'price-checks',
    data: {
      ...visitor,
      status: 'new',
      name: 'Vic Visitor',
      zipcode: '90210',
      tubs: [{ brand: 'Brand', model: 'Model', price: '9000' }],
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'comments',
    data: {
      ...visitor,
      page: 'a-page',
      author: 'Vic Visitor',
      text: '<p>A question?</p>',
      status: 'pending',
      staff: false,
    },
    overrideAccess: true,
  })
  const { sendMail } = await import('@/platform/outbox/sendMail')
  const { serverRequest } = await import('@/platform/unitOfWork/transaction')
  await sendMail(await serverRequest(payload), {
    to: visitor.email,
    audience: 'visitor',
    subject: 'Hello',
    text: 'Hello Vic',
    html: '<p>Hello Vic</p>',
  })
  const { hitRateLimit } = await import('@/platform/http/rateLimit')
  await hitRateLimit(payload, { bucket: 'test', limit: 1, windowMs: 60_000 }, '203.0.113.7')
})

/** What a staff member reads through access control: the documents, or null when refused. */
async function readAs(role: StaffRole, collection: CollectionSlug): Promise<number | null> {
  try {
    return (await payload.find({ collection, user: staff[role], overrideAccess: false, depth: 0 })).totalDocs
  } catch (error) {
    if ((error as { status?: number }).status === 403) return null
    throw error
  }
}

describe(`visitors' personal data and staff roles (${testDatabase()})`, () => {
  it('every such collection holds data to protect', async () => {
    for (const collection of PERSONAL) {
      expect((await payload.count({ collection, overrideAccess: true })).totalDocs, collection).toBeGreaterThan(0)
    }
  })

  it('editors read none of it', async () => {
    for (const collection of PERSONAL) expect(await readAs('editor', collection), collection).toBeNull()
  })

  it('moderators read leads, price checks and questions; only admins read mail, jobs and counters', async () => {
    for (const collection of MODERATED) expect(await readAs('moderator', collection), collection).toBeGreaterThan(0)
    for (const collection of ['outbox', 'payload-jobs', 'rate-limits'] as const)
      expect(await readAs('moderator', collection), collection).toBeNull()
    for (const collection of PERSONAL) expect(await readAs('admin', collection), collection).toBeGreaterThan(0)
  })

  it('editors change none of it, and read only their own staff account', async () => {
    const [lead] = (await payload.find({ collection: 'leads', limit: 1, overrideAccess: true })).docs
    await expect(
      payload.update({
        collection: 'leads',
        id: lead!.id,
        data: { staffNotes: 'seen' },
        user: staff.editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'leads',
        data: {
          email: 'x@example.com',
          leadId: 'lead-an-editor-tried',
          status: 'new',
          emailConfirmation: 'not asked',
          firstName: 'X',
          source: 'test',
        },
        user: staff.editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const users = await payload.find({ collection: 'users', user: staff.editor, overrideAccess: false })
    expect(users.docs.map((user) => user.email)).toEqual(['editor@tubwise.example'])
  })

  it('editors keep the price checker brands and models', async () => {
    const brand = await payload.create({
      collection: 'spa-brands',
      data: { name: 'Editor Spas', models: [{ name: 'E1' }] },
      user: staff.editor,
      overrideAccess: false,
    })
    const updated = await payload.update({
      collection: 'spa-brands',
      id: brand.id,
      data: { models: [{ name: 'E2' }] },
      user: staff.editor,
      overrideAccess: false,
    })
    expect(updated.models?.map((model) => model.name)).toEqual(['E2'])
  })

  it("leaves those collections out of an editor's admin (the permissions its navigation is built from)", async () => {
    const { GET } = await import('@/app/(payload)/api/cms/[...slug]/route')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'editor@tubwise.example', password: PASSWORD },
    })
    const response = await GET(
      new Request('http://localhost/api/cms/access', { headers: { Authorization: `JWT ${token}` } }),
      {
        params: Promise.resolve({ slug: ['access'] }),
      },
    )
    expect(response.status).toBe(200)
    const { collections } = (await response.json()) as { collections: Record<string, { read?: boolean }> }
    for (const collection of PERSONAL) expect(collections[collection]?.read ?? false, collection).toBe(false)
    for (const collection of ['posts', 'media', 'spa-brands'])
      expect(collections[collection]?.read, collection).toBe(true)
  })
})
