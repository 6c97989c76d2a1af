import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { adminBanner, bootstrapAdmin } from '@/staff/bootstrapAdmin'

import { testDatabase, useTestPayload } from '../../support/payload'

const payload = useTestPayload()

const removeAllStaff = () =>
  payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })

async function staff(role: 'admin' | 'editor' | 'moderator') {
  const email = `${role}-${Math.random().toString(36).slice(2)}@tubwise.example`
  return payload.create({
    collection: 'users',
    data: { email, password: 'a-long-test-password', role },
    overrideAccess: true,
  })
}

describe(`the first admin (${testDatabase()})`, () => {
  beforeEach(removeAllStaff)

  it('is created with a strong generated password that logs in, and is shown once', async () => {
    const result = await bootstrapAdmin(payload, {})
    expect(result.created).toBe(true)
    if (!result.created) return
    expect(result.generated).toBe(true)
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const login = await payload.login({ collection: 'users', data: { email: result.email, password: result.password } })
    expect(login.user?.role).toBe('admin')
    expect(adminBanner(result, 'http://localhost:3000/admin')).toContain(result.password)

    expect(await bootstrapAdmin(payload, {})).toEqual({ created: false })
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(1)
  })

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, and does not print the password', async () => {
    const result = await bootstrapAdmin(payload, {
      ADMIN_EMAIL: 'owner@tubwise.example',
      ADMIN_PASSWORD: 'correct horse battery',
    })
    expect(result).toMatchObject({ created: true, email: 'owner@tubwise.example', generated: false })
    if (result.created) expect(adminBanner(result, '/admin')).not.toContain('correct horse battery')
    await payload.login({
      collection: 'users',
      data: { email: 'owner@tubwise.example', password: 'correct horse battery' },
    })
  })

  it('is always an admin, whatever role the first account asks for', async () => {
    const first = await payload.create({
      collection: 'users',
      data: { email: 'first@tubwise.example', password: 'a-long-test-password', role: 'editor' },
      overrideAccess: true,
    })
    expect(first.role).toBe('admin')
  })
})

describe(`staff roles (${testDatabase()})`, () => {
  beforeAll(async () => {
    await removeAllStaff()
    await staff('admin')
  })

  it('only admins create staff accounts', async () => {
    const editor = await staff('editor')
    const admin = await staff('admin')
    const data = { email: 'new@tubwise.example', password: 'a-long-test-password', role: 'moderator' as const }
    await expect(payload.create({ collection: 'users', data, user: editor, overrideAccess: false })).rejects.toThrow()
    const created = await payload.create({ collection: 'users', data, user: admin, overrideAccess: false })
    expect(created.role).toBe('moderator')
  })

  it('staff see only their own account; admins see all', async () => {
    const moderator = await staff('moderator')
    const admin = await staff('admin')
    const seenByModerator = await payload.find({ collection: 'users', user: moderator, overrideAccess: false })
    expect(seenByModerator.docs.map((u) => u.id)).toEqual([moderator.id])
    const seenByAdmin = await payload.find({ collection: 'users', user: admin, overrideAccess: false, limit: 100 })
    expect(seenByAdmin.totalDocs).toBeGreaterThan(2)
  })

  it('nobody but an admin changes a role', async () => {
    const editor = await staff('editor')
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin' },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.role).toBe('editor')
  })

  it('only admins change the site settings or read the outbox', async () => {
    const moderator = await staff('moderator')
    const admin = await staff('admin')
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { productName: 'Hacked' },
        user: moderator,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'outbox', user: moderator, overrideAccess: false })).rejects.toThrow()
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { supportPhone: '555-0142' },
      user: admin,
      overrideAccess: false,
    })
    expect(saved.supportPhone).toBe('555-0142')
  })

  it('visitors (no user) read nothing private', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'site-settings', overrideAccess: false })).rejects.toThrow()
  })
})
