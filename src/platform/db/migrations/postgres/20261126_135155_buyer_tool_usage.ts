import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_checks_came_from" AS ENUM('runningCost');
  CREATE TYPE "public"."enum_tool_uses_tool" AS ENUM('runningCost');
  CREATE TABLE "tool_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tool" "enum_tool_uses_tool" NOT NULL,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "price_checks" ADD COLUMN "came_from" "enum_price_checks_came_from";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tool_uses_id" integer;
  CREATE INDEX "tool_uses_day_idx" ON "tool_uses" USING btree ("day");
  CREATE INDEX "tool_uses_updated_at_idx" ON "tool_uses" USING btree ("updated_at");
  CREATE INDEX "tool_uses_created_at_idx" ON "tool_uses" USING btree ("created_at");
  CREATE UNIQUE INDEX "tool_day_idx" ON "tool_uses" USING btree ("tool","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tool_uses_fk" FOREIGN KEY ("tool_uses_id") REFERENCES "public"."tool_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tool_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("tool_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tool_uses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tool_uses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tool_uses_fk";
  
  DROP INDEX "payload_locked_documents_rels_tool_uses_id_idx";
  ALTER TABLE "price_checks" DROP COLUMN "came_from";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tool_uses_id";
  DROP TYPE "public"."enum_price_checks_came_from";
  DROP TYPE "public"."enum_tool_uses_tool";`)
}
