import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_state_figures_code" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  ALTER TYPE "public"."enum_posts_feature" ADD VALUE 'runningCost';
  ALTER TYPE "public"."enum__posts_v_version_feature" ADD VALUE 'runningCost';
  CREATE TABLE "state_figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" "enum_state_figures_code" NOT NULL,
  	"name" varchar NOT NULL,
  	"cents_per_kwh" numeric,
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
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "state_figure_sources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"temperature_publisher" varchar NOT NULL,
  	"temperature_dataset" varchar NOT NULL,
  	"temperature_period" varchar NOT NULL,
  	"temperature_url" varchar NOT NULL,
  	"price_publisher" varchar NOT NULL,
  	"price_dataset" varchar NOT NULL,
  	"price_year" numeric NOT NULL,
  	"price_url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "state_figures_id" integer;
  CREATE UNIQUE INDEX "state_figures_code_idx" ON "state_figures" USING btree ("code");
  CREATE INDEX "state_figures_updated_at_idx" ON "state_figures" USING btree ("updated_at");
  CREATE INDEX "state_figures_created_at_idx" ON "state_figures" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_state_figures_fk" FOREIGN KEY ("state_figures_id") REFERENCES "public"."state_figures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_state_figures_id_idx" ON "payload_locked_documents_rels" USING btree ("state_figures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "state_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_figure_sources" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "state_figures" CASCADE;
  DROP TABLE "state_figure_sources" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_state_figures_fk";
  
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE text;
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_posts_feature";
  CREATE TYPE "public"."enum_posts_feature" AS ENUM('none', 'valuePromotion', 'priceChecker', 'buyersService', 'evaluationOffer', 'spaShop');
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::"public"."enum_posts_feature";
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE "public"."enum_posts_feature" USING "feature"::"public"."enum_posts_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE text;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__posts_v_version_feature";
  CREATE TYPE "public"."enum__posts_v_version_feature" AS ENUM('none', 'valuePromotion', 'priceChecker', 'buyersService', 'evaluationOffer', 'spaShop');
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::"public"."enum__posts_v_version_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE "public"."enum__posts_v_version_feature" USING "version_feature"::"public"."enum__posts_v_version_feature";
  DROP INDEX "payload_locked_documents_rels_state_figures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "state_figures_id";
  DROP TYPE "public"."enum_state_figures_code";`)
}
