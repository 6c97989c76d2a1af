import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_captures_status" AS ENUM('new', 'info requested', 'info received', 'closed');
  CREATE TABLE "lead_captures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"capture_id" varchar NOT NULL,
  	"lead_id" integer,
  	"status" "enum_lead_captures_status" DEFAULT 'new' NOT NULL,
  	"source" varchar NOT NULL,
  	"info_requested_at" timestamp(3) with time zone,
  	"info_received_at" timestamp(3) with time zone,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"zip_code" varchar,
  	"details" varchar,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_captures_id" integer;
  ALTER TABLE "lead_captures" ADD CONSTRAINT "lead_captures_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "lead_captures_capture_id_idx" ON "lead_captures" USING btree ("capture_id");
  CREATE INDEX "lead_captures_lead_idx" ON "lead_captures" USING btree ("lead_id");
  CREATE INDEX "lead_captures_updated_at_idx" ON "lead_captures" USING btree ("updated_at");
  CREATE INDEX "lead_captures_created_at_idx" ON "lead_captures" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_captures_fk" FOREIGN KEY ("lead_captures_id") REFERENCES "public"."lead_captures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_captures_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_captures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_captures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_captures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_captures_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_captures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_captures_id";
  DROP TYPE "public"."enum_lead_captures_status";`)
}
