import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_crm_status" AS ENUM('queued', 'held', 'synced', 'failed');
  CREATE TYPE "public"."enum_orders_crm_status" AS ENUM('queued', 'held', 'synced', 'failed');
  CREATE TYPE "public"."enum_tax_rates_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  ALTER TYPE "public"."enum_posts_feature" ADD VALUE 'spaShop';
  ALTER TYPE "public"."enum__posts_v_version_feature" ADD VALUE 'spaShop';
  ALTER TYPE "public"."enum_orders_product" ADD VALUE 'products';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmSyncLead';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmSyncOrder';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmSyncLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmSyncOrder';
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sku" varchar,
  	"name" varchar,
  	"quantity" numeric,
  	"unit_price" numeric,
  	"extended" numeric
  );
  
  CREATE TABLE "spa_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"size" varchar,
  	"sku" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"short_description" varchar,
  	"image_id" integer,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tax_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum_tax_rates_state" NOT NULL,
  	"rate" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'shipped', 'delivered', 'refunded');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "leads" ADD COLUMN "crm_status" "enum_leads_crm_status";
  ALTER TABLE "leads" ADD COLUMN "crm_contact_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "crm_synced_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "crm_last_error" varchar;
  ALTER TABLE "orders" ADD COLUMN "sub_total" numeric;
  ALTER TABLE "orders" ADD COLUMN "tax" numeric;
  ALTER TABLE "orders" ADD COLUMN "ship_to_address" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_city" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_state" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_zip" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_country" varchar DEFAULT 'US';
  ALTER TABLE "orders" ADD COLUMN "shipping_carrier" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_tracking_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_shipped_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "shipping_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refund_ref" varchar;
  ALTER TABLE "orders" ADD COLUMN "crm_status" "enum_orders_crm_status";
  ALTER TABLE "orders" ADD COLUMN "crm_contact_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "crm_deal_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "crm_synced_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "crm_last_error" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spa_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tax_rates_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "orders_inbox" varchar;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spa_products" ADD CONSTRAINT "spa_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "spa_products_sku_idx" ON "spa_products" USING btree ("sku");
  CREATE INDEX "spa_products_image_idx" ON "spa_products" USING btree ("image_id");
  CREATE INDEX "spa_products_active_idx" ON "spa_products" USING btree ("active");
  CREATE INDEX "spa_products_updated_at_idx" ON "spa_products" USING btree ("updated_at");
  CREATE INDEX "spa_products_created_at_idx" ON "spa_products" USING btree ("created_at");
  CREATE UNIQUE INDEX "tax_rates_state_idx" ON "tax_rates" USING btree ("state");
  CREATE INDEX "tax_rates_updated_at_idx" ON "tax_rates" USING btree ("updated_at");
  CREATE INDEX "tax_rates_created_at_idx" ON "tax_rates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spa_products_fk" FOREIGN KEY ("spa_products_id") REFERENCES "public"."spa_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tax_rates_fk" FOREIGN KEY ("tax_rates_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_crm_crm_status_idx" ON "leads" USING btree ("crm_status");
  CREATE INDEX "orders_crm_crm_status_idx" ON "orders" USING btree ("crm_status");
  CREATE INDEX "payload_locked_documents_rels_spa_products_id_idx" ON "payload_locked_documents_rels" USING btree ("spa_products_id");
  CREATE INDEX "payload_locked_documents_rels_tax_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("tax_rates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "spa_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "spa_products" CASCADE;
  DROP TABLE "tax_rates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_spa_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tax_rates_fk";
  
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE text;
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_posts_feature";
  CREATE TYPE "public"."enum_posts_feature" AS ENUM('none', 'valuePromotion', 'priceChecker', 'buyersService', 'evaluationOffer');
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::"public"."enum_posts_feature";
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE "public"."enum_posts_feature" USING "feature"::"public"."enum_posts_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE text;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__posts_v_version_feature";
  CREATE TYPE "public"."enum__posts_v_version_feature" AS ENUM('none', 'valuePromotion', 'priceChecker', 'buyersService', 'evaluationOffer');
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::"public"."enum__posts_v_version_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE "public"."enum__posts_v_version_feature" USING "version_feature"::"public"."enum__posts_v_version_feature";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'failed', 'refunded');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "product" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_product";
  CREATE TYPE "public"."enum_orders_product" AS ENUM('eval', 'consult', 'pbscheap', 'pbs');
  ALTER TABLE "orders" ALTER COLUMN "product" SET DATA TYPE "public"."enum_orders_product" USING "product"::"public"."enum_orders_product";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_crm_crm_status_idx";
  DROP INDEX "orders_crm_crm_status_idx";
  DROP INDEX "payload_locked_documents_rels_spa_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_tax_rates_id_idx";
  ALTER TABLE "leads" DROP COLUMN "crm_status";
  ALTER TABLE "leads" DROP COLUMN "crm_contact_id";
  ALTER TABLE "leads" DROP COLUMN "crm_synced_at";
  ALTER TABLE "leads" DROP COLUMN "crm_last_error";
  ALTER TABLE "orders" DROP COLUMN "sub_total";
  ALTER TABLE "orders" DROP COLUMN "tax";
  ALTER TABLE "orders" DROP COLUMN "ship_to_address";
  ALTER TABLE "orders" DROP COLUMN "ship_to_city";
  ALTER TABLE "orders" DROP COLUMN "ship_to_state";
  ALTER TABLE "orders" DROP COLUMN "ship_to_zip";
  ALTER TABLE "orders" DROP COLUMN "ship_to_country";
  ALTER TABLE "orders" DROP COLUMN "shipping_carrier";
  ALTER TABLE "orders" DROP COLUMN "shipping_tracking_number";
  ALTER TABLE "orders" DROP COLUMN "shipping_shipped_at";
  ALTER TABLE "orders" DROP COLUMN "shipping_delivered_at";
  ALTER TABLE "orders" DROP COLUMN "refunded_at";
  ALTER TABLE "orders" DROP COLUMN "refund_ref";
  ALTER TABLE "orders" DROP COLUMN "crm_status";
  ALTER TABLE "orders" DROP COLUMN "crm_contact_id";
  ALTER TABLE "orders" DROP COLUMN "crm_deal_id";
  ALTER TABLE "orders" DROP COLUMN "crm_synced_at";
  ALTER TABLE "orders" DROP COLUMN "crm_last_error";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spa_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tax_rates_id";
  ALTER TABLE "site_settings" DROP COLUMN "orders_inbox";
  DROP TYPE "public"."enum_leads_crm_status";
  DROP TYPE "public"."enum_orders_crm_status";
  DROP TYPE "public"."enum_tax_rates_state";`)
}
