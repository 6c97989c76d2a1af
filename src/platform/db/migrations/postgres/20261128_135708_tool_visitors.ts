import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tool_visitors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tool_visitors_id" integer;
  CREATE UNIQUE INDEX "tool_visitors_visitor_idx" ON "tool_visitors" USING btree ("visitor");
  CREATE INDEX "tool_visitors_expires_at_idx" ON "tool_visitors" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tool_visitors_fk" FOREIGN KEY ("tool_visitors_id") REFERENCES "public"."tool_visitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tool_visitors_id_idx" ON "payload_locked_documents_rels" USING btree ("tool_visitors_id");`)
  // Written by hand: today's visitors were kept as rate-limit keys; they stay counted until their day ends.
  await db.execute(sql`
  INSERT INTO "tool_visitors" ("visitor", "expires_at") SELECT substr("key", 14), "expires_at" FROM "rate_limits" WHERE "key" LIKE 'tool-visitor|%';
  DELETE FROM "rate_limits" WHERE "key" LIKE 'tool-visitor|%';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Reordered by hand: the generated order dropped the table (CASCADE takes the foreign key with it)
  // before dropping that foreign key, which then failed.
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tool_visitors_fk";
  DROP INDEX "payload_locked_documents_rels_tool_visitors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tool_visitors_id";
  ALTER TABLE "tool_visitors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tool_visitors" CASCADE;`)
}
