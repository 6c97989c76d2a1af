import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "spent_form_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nonce" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spent_form_tokens_id" integer;
  CREATE UNIQUE INDEX "spent_form_tokens_nonce_idx" ON "spent_form_tokens" USING btree ("nonce");
  CREATE INDEX "spent_form_tokens_expires_at_idx" ON "spent_form_tokens" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spent_form_tokens_fk" FOREIGN KEY ("spent_form_tokens_id") REFERENCES "public"."spent_form_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_spent_form_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("spent_form_tokens_id");`)
  // Written by hand: tokens spent before this migration were kept as rate-limit keys; they stay spent.
  await db.execute(sql`
  INSERT INTO "spent_form_tokens" ("nonce", "expires_at") SELECT substr("key", 12), "expires_at" FROM "rate_limits" WHERE "key" LIKE 'form-token|%';
  DELETE FROM "rate_limits" WHERE "key" LIKE 'form-token|%';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Reordered by hand: the generated order dropped the table (CASCADE takes the foreign key with it)
  // before dropping that foreign key, which then failed.
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_spent_form_tokens_fk";
  DROP INDEX "payload_locked_documents_rels_spent_form_tokens_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spent_form_tokens_id";
  ALTER TABLE "spent_form_tokens" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "spent_form_tokens" CASCADE;`)
}
