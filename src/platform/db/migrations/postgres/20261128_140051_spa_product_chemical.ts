import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_spa_products_chemical" AS ENUM('sodiumBicarbonate', 'sodiumBisulfate', 'sodiumCarbonate', 'calciumChloride', 'dichlor', 'bromineTablets', 'sodiumBromide', 'enzyme', 'clarifier');
  ALTER TABLE "spa_products" ADD COLUMN "chemical" "enum_spa_products_chemical";
  CREATE INDEX "spa_products_chemical_idx" ON "spa_products" USING btree ("chemical");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "spa_products_chemical_idx";
  ALTER TABLE "spa_products" DROP COLUMN "chemical";
  DROP TYPE "public"."enum_spa_products_chemical";`)
}
