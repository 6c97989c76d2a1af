import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

const PLACEHOLDER_URL = 'https://factory-direct-spas.example/'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_name\` text DEFAULT 'TubWise' NOT NULL,
  	\`support_email\` text DEFAULT 'support@tubwise.example' NOT NULL,
  	\`support_phone\` text DEFAULT '(555) 010-0199' NOT NULL,
  	\`staff_inbox\` text DEFAULT 'staff@tubwise.example' NOT NULL,
  	\`buyers_program_address\` text DEFAULT 'buyers-program@tubwise.example' NOT NULL,
  	\`copyright_year\` numeric DEFAULT 2024 NOT NULL,
  	\`value_tub_manufacturer_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "product_name", "support_email", "support_phone", "staff_inbox", "buyers_program_address", "copyright_year", "value_tub_manufacturer_url", "updated_at", "created_at") SELECT "id", "product_name", "support_email", "support_phone", "staff_inbox", "buyers_program_address", "copyright_year", "value_tub_manufacturer_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  // The old default was a placeholder domain, never a real manufacturer: empty hides the button until staff set it.
  await db.run(sql`UPDATE \`site_settings\` SET \`value_tub_manufacturer_url\` = NULL WHERE \`value_tub_manufacturer_url\` = ${PLACEHOLDER_URL};`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`site_settings\` SET \`value_tub_manufacturer_url\` = ${PLACEHOLDER_URL} WHERE \`value_tub_manufacturer_url\` IS NULL;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_name\` text DEFAULT 'TubWise' NOT NULL,
  	\`support_email\` text DEFAULT 'support@tubwise.example' NOT NULL,
  	\`support_phone\` text DEFAULT '(555) 010-0199' NOT NULL,
  	\`staff_inbox\` text DEFAULT 'staff@tubwise.example' NOT NULL,
  	\`buyers_program_address\` text DEFAULT 'buyers-program@tubwise.example' NOT NULL,
  	\`copyright_year\` numeric DEFAULT 2024 NOT NULL,
  	\`value_tub_manufacturer_url\` text DEFAULT 'https://factory-direct-spas.example/' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "product_name", "support_email", "support_phone", "staff_inbox", "buyers_program_address", "copyright_year", "value_tub_manufacturer_url", "updated_at", "created_at") SELECT "id", "product_name", "support_email", "support_phone", "staff_inbox", "buyers_program_address", "copyright_year", "value_tub_manufacturer_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
