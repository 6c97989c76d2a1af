import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { foldDuplicateLeads, type LeadRow } from '../../foldDuplicateLeads'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`email_key\` text;`)
  // A database may already hold several leads for one address: fold them into the oldest first.
  const leads = await db.all<LeadRow>(sql`SELECT * FROM \`leads\` ORDER BY \`created_at\`, \`id\`;`)
  const fold = foldDuplicateLeads(leads)
  for (const { id, staffNotes } of fold.notes) await db.run(sql`UPDATE \`leads\` SET \`staff_notes\` = ${staffNotes} WHERE \`id\` = ${id};`)
  for (const id of fold.remove) await db.run(sql`DELETE FROM \`leads\` WHERE \`id\` = ${id};`)
  for (const { id, emailKey } of fold.keys) await db.run(sql`UPDATE \`leads\` SET \`email_key\` = ${emailKey} WHERE \`id\` = ${id};`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_email_key_idx\` ON \`leads\` (\`email_key\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_email_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`email_key\`;`)
}
