import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

const PLACEHOLDER_URL = 'https://factory-direct-spas.example/'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ALTER COLUMN "value_tub_manufacturer_url" DROP DEFAULT;
  ALTER TABLE "site_settings" ALTER COLUMN "value_tub_manufacturer_url" DROP NOT NULL;`)
  // The old default was a placeholder domain, never a real manufacturer: empty hides the button until staff set it.
  await db.execute(sql`UPDATE "site_settings" SET "value_tub_manufacturer_url" = NULL WHERE "value_tub_manufacturer_url" = ${PLACEHOLDER_URL};`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "site_settings" SET "value_tub_manufacturer_url" = ${PLACEHOLDER_URL} WHERE "value_tub_manufacturer_url" IS NULL;`)
  await db.execute(sql`
   ALTER TABLE "site_settings" ALTER COLUMN "value_tub_manufacturer_url" SET DEFAULT 'https://factory-direct-spas.example/';
  ALTER TABLE "site_settings" ALTER COLUMN "value_tub_manufacturer_url" SET NOT NULL;`)
}
