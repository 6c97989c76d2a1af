import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "price_position_snapshots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_key" varchar NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"computed_at" timestamp(3) with time zone NOT NULL,
  	"buyers_counted" numeric NOT NULL,
  	"bands" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_position_snapshots_id" integer;
  CREATE UNIQUE INDEX "price_position_snapshots_model_key_idx" ON "price_position_snapshots" USING btree ("model_key");
  CREATE INDEX "price_position_snapshots_computed_at_idx" ON "price_position_snapshots" USING btree ("computed_at");
  CREATE INDEX "price_position_snapshots_updated_at_idx" ON "price_position_snapshots" USING btree ("updated_at");
  CREATE INDEX "price_position_snapshots_created_at_idx" ON "price_position_snapshots" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_position_snapshots_fk" FOREIGN KEY ("price_position_snapshots_id") REFERENCES "public"."price_position_snapshots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_position_snapshots_i_idx" ON "payload_locked_documents_rels" USING btree ("price_position_snapshots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_position_snapshots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_position_snapshots" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_position_snapshots_fk";
  
  DROP INDEX "payload_locked_documents_rels_price_position_snapshots_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_position_snapshots_id";`)
}
