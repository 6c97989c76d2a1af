import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_email_confirmation" AS ENUM('not asked', 'waiting', 'confirmed');
  ALTER TABLE "leads" ADD COLUMN "email_confirmation" "enum_leads_email_confirmation" DEFAULT 'not asked' NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "email_confirmed_at" timestamp(3) with time zone;
  CREATE INDEX "leads_email_confirmation_idx" ON "leads" USING btree ("email_confirmation");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_email_confirmation_idx";
  ALTER TABLE "leads" DROP COLUMN "email_confirmation";
  ALTER TABLE "leads" DROP COLUMN "email_confirmed_at";
  DROP TYPE "public"."enum_leads_email_confirmation";`)
}
