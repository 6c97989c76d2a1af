import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`price_checks_tubs\` ADD \`verdict\` text;`)
  await db.run(sql`ALTER TABLE \`price_checks_tubs\` ADD \`target_price_dollars\` numeric;`)
  await db.run(sql`ALTER TABLE \`price_checks_tubs\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`price_checks\` ADD \`report_id\` text;`)
  await db.run(sql`ALTER TABLE \`price_checks\` ADD \`report_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`price_checks\` ADD \`report_summary\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`price_checks_report_id_idx\` ON \`price_checks\` (\`report_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`price_checks_report_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`price_checks\` DROP COLUMN \`report_id\`;`)
  await db.run(sql`ALTER TABLE \`price_checks\` DROP COLUMN \`report_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`price_checks\` DROP COLUMN \`report_summary\`;`)
  await db.run(sql`ALTER TABLE \`price_checks_tubs\` DROP COLUMN \`verdict\`;`)
  await db.run(sql`ALTER TABLE \`price_checks_tubs\` DROP COLUMN \`target_price_dollars\`;`)
  await db.run(sql`ALTER TABLE \`price_checks_tubs\` DROP COLUMN \`notes\`;`)
}
