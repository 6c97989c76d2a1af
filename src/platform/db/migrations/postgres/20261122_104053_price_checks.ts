import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_checks_status" AS ENUM('new', 'in progress', 'report sent');
  ALTER TYPE "public"."enum_posts_feature" ADD VALUE 'priceChecker';
  ALTER TYPE "public"."enum__posts_v_version_feature" ADD VALUE 'priceChecker';
  CREATE TABLE "price_checks_tubs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"price" varchar NOT NULL
  );
  
  CREATE TABLE "price_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_price_checks_status" DEFAULT 'new' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"zipcode" varchar NOT NULL,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "spa_brands_models" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "spa_brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_checks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spa_brands_id" integer;
  ALTER TABLE "price_checks_tubs" ADD CONSTRAINT "price_checks_tubs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spa_brands_models" ADD CONSTRAINT "spa_brands_models_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."spa_brands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "price_checks_tubs_order_idx" ON "price_checks_tubs" USING btree ("_order");
  CREATE INDEX "price_checks_tubs_parent_id_idx" ON "price_checks_tubs" USING btree ("_parent_id");
  CREATE INDEX "price_checks_status_idx" ON "price_checks" USING btree ("status");
  CREATE INDEX "price_checks_updated_at_idx" ON "price_checks" USING btree ("updated_at");
  CREATE INDEX "price_checks_created_at_idx" ON "price_checks" USING btree ("created_at");
  CREATE INDEX "spa_brands_models_order_idx" ON "spa_brands_models" USING btree ("_order");
  CREATE INDEX "spa_brands_models_parent_id_idx" ON "spa_brands_models" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "spa_brands_name_idx" ON "spa_brands" USING btree ("name");
  CREATE INDEX "spa_brands_updated_at_idx" ON "spa_brands" USING btree ("updated_at");
  CREATE INDEX "spa_brands_created_at_idx" ON "spa_brands" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_checks_fk" FOREIGN KEY ("price_checks_id") REFERENCES "public"."price_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spa_brands_fk" FOREIGN KEY ("spa_brands_id") REFERENCES "public"."spa_brands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("price_checks_id");
  CREATE INDEX "payload_locked_documents_rels_spa_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("spa_brands_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_checks_tubs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "spa_brands_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "spa_brands" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_checks_tubs" CASCADE;
  DROP TABLE "price_checks" CASCADE;
  DROP TABLE "spa_brands_models" CASCADE;
  DROP TABLE "spa_brands" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_checks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_spa_brands_fk";
  
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE text;
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_posts_feature";
  CREATE TYPE "public"."enum_posts_feature" AS ENUM('none', 'valuePromotion');
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::"public"."enum_posts_feature";
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE "public"."enum_posts_feature" USING "feature"::"public"."enum_posts_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE text;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__posts_v_version_feature";
  CREATE TYPE "public"."enum__posts_v_version_feature" AS ENUM('none', 'valuePromotion');
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::"public"."enum__posts_v_version_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE "public"."enum__posts_v_version_feature" USING "version_feature"::"public"."enum__posts_v_version_feature";
  DROP INDEX "payload_locked_documents_rels_price_checks_id_idx";
  DROP INDEX "payload_locked_documents_rels_spa_brands_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_checks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spa_brands_id";
  DROP TYPE "public"."enum_price_checks_status";`)
}
