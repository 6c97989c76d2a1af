import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Hand-written: a table outside Payload's schema, so no snapshot (.json) goes with this file and
// `migrate:create` never sees it (it diffs the collections against the last snapshot, not the database).
// tubwise_seeded: what the start-up seed created once, so it never recreates what staff deleted (src/seed).
// (The page cache's tag table is PostgreSQL's only: on SQLite there is one server and no broadcast.)
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`tubwise_seeded\` (
  	\`item\` text PRIMARY KEY NOT NULL,
  	\`seeded_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`tubwise_seeded\`;`)
}
