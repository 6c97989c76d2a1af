import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'failed', 'refunded');
  CREATE TYPE "public"."enum_orders_product" AS ENUM('eval', 'consult', 'pbscheap', 'pbs');
  CREATE TYPE "public"."enum_orders_provider" AS ENUM('stripe', 'paypal', 'demo');
  CREATE TYPE "public"."enum_evaluations_status" AS ENUM('received', 'in progress', 'delivered');
  CREATE TYPE "public"."enum_payment_events_provider" AS ENUM('stripe', 'paypal', 'demo');
  CREATE TYPE "public"."enum_demo_payments_status" AS ENUM('requires_payment_method', 'succeeded');
  ALTER TYPE "public"."enum_posts_feature" ADD VALUE 'buyersService';
  ALTER TYPE "public"."enum_posts_feature" ADD VALUE 'evaluationOffer';
  ALTER TYPE "public"."enum__posts_v_version_feature" ADD VALUE 'buyersService';
  ALTER TYPE "public"."enum__posts_v_version_feature" ADD VALUE 'evaluationOffer';
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_ref" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"product" "enum_orders_product" NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'usd' NOT NULL,
  	"provider" "enum_orders_provider" NOT NULL,
  	"payment_ref" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"lead_id" integer,
  	"evaluation_id" integer,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "evaluations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"eval_id" varchar NOT NULL,
  	"status" "enum_evaluations_status" DEFAULT 'received' NOT NULL,
  	"delivered_at" timestamp(3) with time zone,
  	"order_id" integer,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"evaluation" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum_payment_events_provider" NOT NULL,
  	"event_id" varchar NOT NULL,
  	"event_key" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"payment_ref" varchar,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "demo_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intent_id" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"client_secret" varchar NOT NULL,
  	"status" "enum_demo_payments_status" DEFAULT 'requires_payment_method' NOT NULL,
  	"last_error" varchar,
  	"order_ref" varchar NOT NULL,
  	"product" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "evaluations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "demo_payments_id" integer;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_order_ref_idx" ON "orders" USING btree ("order_ref");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");
  CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product");
  CREATE INDEX "orders_provider_idx" ON "orders" USING btree ("provider");
  CREATE UNIQUE INDEX "orders_payment_ref_idx" ON "orders" USING btree ("payment_ref");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_lead_idx" ON "orders" USING btree ("lead_id");
  CREATE INDEX "orders_evaluation_idx" ON "orders" USING btree ("evaluation_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "evaluations_eval_id_idx" ON "evaluations" USING btree ("eval_id");
  CREATE INDEX "evaluations_status_idx" ON "evaluations" USING btree ("status");
  CREATE INDEX "evaluations_order_idx" ON "evaluations" USING btree ("order_id");
  CREATE INDEX "evaluations_updated_at_idx" ON "evaluations" USING btree ("updated_at");
  CREATE INDEX "evaluations_created_at_idx" ON "evaluations" USING btree ("created_at");
  CREATE INDEX "payment_events_provider_idx" ON "payment_events" USING btree ("provider");
  CREATE UNIQUE INDEX "payment_events_event_key_idx" ON "payment_events" USING btree ("event_key");
  CREATE INDEX "payment_events_payment_ref_idx" ON "payment_events" USING btree ("payment_ref");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "demo_payments_intent_id_idx" ON "demo_payments" USING btree ("intent_id");
  CREATE UNIQUE INDEX "demo_payments_idempotency_key_idx" ON "demo_payments" USING btree ("idempotency_key");
  CREATE INDEX "demo_payments_updated_at_idx" ON "demo_payments" USING btree ("updated_at");
  CREATE INDEX "demo_payments_created_at_idx" ON "demo_payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_evaluations_fk" FOREIGN KEY ("evaluations_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_demo_payments_fk" FOREIGN KEY ("demo_payments_id") REFERENCES "public"."demo_payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_evaluations_id_idx" ON "payload_locked_documents_rels" USING btree ("evaluations_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_demo_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("demo_payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "evaluations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "demo_payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "evaluations" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "demo_payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_evaluations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_demo_payments_fk";
  
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE text;
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_posts_feature";
  CREATE TYPE "public"."enum_posts_feature" AS ENUM('none', 'valuePromotion', 'priceChecker');
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::"public"."enum_posts_feature";
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE "public"."enum_posts_feature" USING "feature"::"public"."enum_posts_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE text;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__posts_v_version_feature";
  CREATE TYPE "public"."enum__posts_v_version_feature" AS ENUM('none', 'valuePromotion', 'priceChecker');
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::"public"."enum__posts_v_version_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE "public"."enum__posts_v_version_feature" USING "version_feature"::"public"."enum__posts_v_version_feature";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_evaluations_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_demo_payments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "evaluations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "demo_payments_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_product";
  DROP TYPE "public"."enum_orders_provider";
  DROP TYPE "public"."enum_evaluations_status";
  DROP TYPE "public"."enum_payment_events_provider";
  DROP TYPE "public"."enum_demo_payments_status";`)
}
