import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_climate_stations_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TABLE "climate_stations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"station_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"state" "enum_climate_stations_state" NOT NULL,
  	"source_name" varchar,
  	"lat" numeric NOT NULL,
  	"lon" numeric NOT NULL,
  	"elevation_ft" numeric,
  	"mean_outdoor_f_jan" numeric NOT NULL,
  	"mean_outdoor_f_feb" numeric NOT NULL,
  	"mean_outdoor_f_mar" numeric NOT NULL,
  	"mean_outdoor_f_apr" numeric NOT NULL,
  	"mean_outdoor_f_may" numeric NOT NULL,
  	"mean_outdoor_f_jun" numeric NOT NULL,
  	"mean_outdoor_f_jul" numeric NOT NULL,
  	"mean_outdoor_f_aug" numeric NOT NULL,
  	"mean_outdoor_f_sep" numeric NOT NULL,
  	"mean_outdoor_f_oct" numeric NOT NULL,
  	"mean_outdoor_f_nov" numeric NOT NULL,
  	"mean_outdoor_f_dec" numeric NOT NULL,
  	"source" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "climate_stations_id" integer;
  CREATE UNIQUE INDEX "climate_stations_station_id_idx" ON "climate_stations" USING btree ("station_id");
  CREATE INDEX "climate_stations_updated_at_idx" ON "climate_stations" USING btree ("updated_at");
  CREATE INDEX "climate_stations_created_at_idx" ON "climate_stations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_climate_stations_fk" FOREIGN KEY ("climate_stations_id") REFERENCES "public"."climate_stations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_climate_stations_id_idx" ON "payload_locked_documents_rels" USING btree ("climate_stations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "climate_stations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "climate_stations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_climate_stations_fk";
  
  DROP INDEX "payload_locked_documents_rels_climate_stations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "climate_stations_id";
  DROP TYPE "public"."enum_climate_stations_state";`)
}
