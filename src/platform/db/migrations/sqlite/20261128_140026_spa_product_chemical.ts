import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`spa_products\` ADD \`chemical\` text;`)
  await db.run(sql`CREATE INDEX \`spa_products_chemical_idx\` ON \`spa_products\` (\`chemical\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`spa_products_chemical_idx\`;`)
  await db.run(sql`ALTER TABLE \`spa_products\` DROP COLUMN \`chemical\`;`)
}
