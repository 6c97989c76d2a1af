import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: two tables outside Payload's schema, so no snapshot (.json) goes with this file and
// `migrate:create` never sees them (it diffs the collections against the last snapshot, not the database).
// - tubwise_seeded: what the start-up seed created once, so it never recreates what staff deleted (src/seed).
// - tubwise_cache_tags: the page cache's invalidations (src/platform/pageCache), created at run time before;
//   IF NOT EXISTS keeps a database that already has it migrating.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "tubwise_seeded" (
  	"item" varchar PRIMARY KEY NOT NULL,
  	"seeded_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "tubwise_cache_tags" (
  	"tag" text PRIMARY KEY,
  	"revalidated_at" timestamptz NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "tubwise_seeded";
  DROP TABLE IF EXISTS "tubwise_cache_tags";`)
}
