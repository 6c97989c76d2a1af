import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_care_owners_status" AS ENUM('waiting', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_care_reminders_kind" AS ENUM('filterRinse', 'filterDeepClean', 'drainRefill', 'coverCheck');
  CREATE TABLE "care_owners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ref" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"email_key" varchar NOT NULL,
  	"status" "enum_care_owners_status" DEFAULT 'waiting' NOT NULL,
  	"gallons" numeric NOT NULL,
  	"bathers_per_day" numeric NOT NULL,
  	"filter_rinse" boolean DEFAULT false,
  	"filter_deep_clean" boolean DEFAULT false,
  	"drain_refill" boolean DEFAULT false,
  	"cover_check" boolean DEFAULT false,
  	"cents_per_kwh" numeric,
  	"state" varchar,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"checked_on" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "care_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner" numeric NOT NULL,
  	"kind" "enum_care_reminders_kind" NOT NULL,
  	"due_on" varchar NOT NULL,
  	"sent_on" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "care_owners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "care_reminders_id" integer;
  CREATE UNIQUE INDEX "care_owners_ref_idx" ON "care_owners" USING btree ("ref");
  CREATE UNIQUE INDEX "care_owners_email_key_idx" ON "care_owners" USING btree ("email_key");
  CREATE INDEX "care_owners_status_idx" ON "care_owners" USING btree ("status");
  CREATE INDEX "care_owners_checked_on_idx" ON "care_owners" USING btree ("checked_on");
  CREATE INDEX "care_owners_updated_at_idx" ON "care_owners" USING btree ("updated_at");
  CREATE INDEX "care_owners_created_at_idx" ON "care_owners" USING btree ("created_at");
  CREATE INDEX "care_reminders_owner_idx" ON "care_reminders" USING btree ("owner");
  CREATE INDEX "care_reminders_sent_on_idx" ON "care_reminders" USING btree ("sent_on");
  CREATE UNIQUE INDEX "care_reminders_key_idx" ON "care_reminders" USING btree ("key");
  CREATE INDEX "care_reminders_updated_at_idx" ON "care_reminders" USING btree ("updated_at");
  CREATE INDEX "care_reminders_created_at_idx" ON "care_reminders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_care_owners_fk" FOREIGN KEY ("care_owners_id") REFERENCES "public"."care_owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_care_reminders_fk" FOREIGN KEY ("care_reminders_id") REFERENCES "public"."care_reminders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_care_owners_id_idx" ON "payload_locked_documents_rels" USING btree ("care_owners_id");
  CREATE INDEX "payload_locked_documents_rels_care_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("care_reminders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "care_owners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "care_reminders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "care_owners" CASCADE;
  DROP TABLE "care_reminders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_care_owners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_care_reminders_fk";
  
  DROP INDEX "payload_locked_documents_rels_care_owners_id_idx";
  DROP INDEX "payload_locked_documents_rels_care_reminders_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "care_owners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "care_reminders_id";
  DROP TYPE "public"."enum_care_owners_status";
  DROP TYPE "public"."enum_care_reminders_kind";`)
}
