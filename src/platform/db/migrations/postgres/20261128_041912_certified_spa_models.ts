import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_certified_spa_models_spa_type" AS ENUM('standard', 'exercise', 'inflatable');
  CREATE TABLE "certified_spa_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"spa_type" "enum_certified_spa_models_spa_type" DEFAULT 'standard' NOT NULL,
  	"fill_volume_gallons" numeric NOT NULL,
  	"standby_watts" numeric NOT NULL,
  	"cover_model" varchar,
  	"listed_on" varchar,
  	"source" varchar DEFAULT 'entered by staff' NOT NULL,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certified_spa_model_import" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"imported_at" timestamp(3) with time zone,
  	"file_name" varchar,
  	"added" numeric,
  	"updated" numeric,
  	"unchanged" numeric,
  	"not_in_file" numeric,
  	"refused_rows" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certified_spa_models_id" integer;
  CREATE UNIQUE INDEX "certified_spa_models_key_idx" ON "certified_spa_models" USING btree ("key");
  CREATE INDEX "certified_spa_models_updated_at_idx" ON "certified_spa_models" USING btree ("updated_at");
  CREATE INDEX "certified_spa_models_created_at_idx" ON "certified_spa_models" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certified_spa_models_fk" FOREIGN KEY ("certified_spa_models_id") REFERENCES "public"."certified_spa_models"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_certified_spa_models_id_idx" ON "payload_locked_documents_rels" USING btree ("certified_spa_models_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certified_spa_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certified_spa_model_import" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certified_spa_models" CASCADE;
  DROP TABLE "certified_spa_model_import" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certified_spa_models_fk";
  
  DROP INDEX "payload_locked_documents_rels_certified_spa_models_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certified_spa_models_id";
  DROP TYPE "public"."enum_certified_spa_models_spa_type";`)
}
