import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` ADD \`tool_link\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_tool_link\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`tool_link\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_tool_link\`;`)
}
