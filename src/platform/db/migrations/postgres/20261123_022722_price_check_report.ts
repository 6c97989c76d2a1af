import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_checks_tubs_verdict" AS ENUM('fair', 'high', 'low');
  ALTER TABLE "price_checks_tubs" ADD COLUMN "verdict" "enum_price_checks_tubs_verdict";
  ALTER TABLE "price_checks_tubs" ADD COLUMN "target_price_dollars" numeric;
  ALTER TABLE "price_checks_tubs" ADD COLUMN "notes" varchar;
  ALTER TABLE "price_checks" ADD COLUMN "report_id" varchar;
  ALTER TABLE "price_checks" ADD COLUMN "report_sent_at" timestamp(3) with time zone;
  ALTER TABLE "price_checks" ADD COLUMN "report_summary" varchar;
  CREATE UNIQUE INDEX "price_checks_report_id_idx" ON "price_checks" USING btree ("report_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "price_checks_report_id_idx";
  ALTER TABLE "price_checks_tubs" DROP COLUMN "verdict";
  ALTER TABLE "price_checks_tubs" DROP COLUMN "target_price_dollars";
  ALTER TABLE "price_checks_tubs" DROP COLUMN "notes";
  ALTER TABLE "price_checks" DROP COLUMN "report_id";
  ALTER TABLE "price_checks" DROP COLUMN "report_sent_at";
  ALTER TABLE "price_checks" DROP COLUMN "report_summary";
  DROP TYPE "public"."enum_price_checks_tubs_verdict";`)
}
