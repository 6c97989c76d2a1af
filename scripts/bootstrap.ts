// Run by `npm start` and `npm run dev` before the server starts (bundled, see bootstrap() in
// scripts/lib/setup.ts): applies pending migrations, creates the first admin if there is none,
// seeds demo content.
export {}

try {
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { migrateDatabase } = await import('@/platform/db/migrate')
  const { seedDemoContent } = await import('@/seed')
  const { adminBanner, bootstrapAdmin } = await import('@/staff/bootstrapAdmin')
  const { siteUrl } = await import('@/platform/settings/siteUrl')

  const payload = await getPayload({ config })
  await migrateDatabase(payload)

  const admin = await bootstrapAdmin(payload)
  if (admin.created) {
    console.log(adminBanner(admin, new URL('/admin', siteUrl()).href))
  }

  await seedDemoContent(payload)
  await payload.destroy()
  process.exit(0)
} catch (error) {
  console.error('[bootstrap] failed:', error)
  process.exit(1)
}
