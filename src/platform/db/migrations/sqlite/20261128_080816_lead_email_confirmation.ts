import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`email_confirmation\` text DEFAULT 'not asked' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`email_confirmed_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_email_confirmation_idx\` ON \`leads\` (\`email_confirmation\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_email_confirmation_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`email_confirmation\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`email_confirmed_at\`;`)
}
