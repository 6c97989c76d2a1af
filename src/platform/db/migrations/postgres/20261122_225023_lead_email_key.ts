import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { foldDuplicateLeads, type LeadRow } from '../../foldDuplicateLeads'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "leads" ADD COLUMN "email_key" varchar;`)
  // A database may already hold several leads for one address: fold them into the oldest first.
  const { rows } = await db.execute(sql`SELECT * FROM "leads" ORDER BY "created_at", "id";`)
  const fold = foldDuplicateLeads(rows as unknown as LeadRow[])
  for (const { id, staffNotes } of fold.notes) await db.execute(sql`UPDATE "leads" SET "staff_notes" = ${staffNotes} WHERE "id" = ${id};`)
  for (const id of fold.remove) await db.execute(sql`DELETE FROM "leads" WHERE "id" = ${id};`)
  for (const { id, emailKey } of fold.keys) await db.execute(sql`UPDATE "leads" SET "email_key" = ${emailKey} WHERE "id" = ${id};`)
  await db.execute(sql`CREATE UNIQUE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_email_key_idx";
  ALTER TABLE "leads" DROP COLUMN "email_key";`)
}
