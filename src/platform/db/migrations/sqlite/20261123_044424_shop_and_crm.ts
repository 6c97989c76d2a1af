import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	\`name\` text,
  	\`quantity\` numeric,
  	\`unit_price\` numeric,
  	\`extended\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`spa_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`size\` text,
  	\`sku\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`short_description\` text,
  	\`image_id\` integer,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`spa_products_sku_idx\` ON \`spa_products\` (\`sku\`);`)
  await db.run(sql`CREATE INDEX \`spa_products_image_idx\` ON \`spa_products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`spa_products_active_idx\` ON \`spa_products\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`spa_products_updated_at_idx\` ON \`spa_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`spa_products_created_at_idx\` ON \`spa_products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tax_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tax_rates_state_idx\` ON \`tax_rates\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_updated_at_idx\` ON \`tax_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_created_at_idx\` ON \`tax_rates\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`crm_status\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`crm_contact_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`crm_synced_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`crm_last_error\` text;`)
  await db.run(sql`CREATE INDEX \`leads_crm_crm_status_idx\` ON \`leads\` (\`crm_status\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`sub_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`tax\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_address\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_city\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_state\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_zip\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_country\` text DEFAULT 'US';`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_carrier\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_tracking_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_shipped_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_delivered_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refunded_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refund_ref\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`crm_status\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`crm_contact_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`crm_deal_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`crm_synced_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`crm_last_error\` text;`)
  await db.run(sql`CREATE INDEX \`orders_crm_crm_status_idx\` ON \`orders\` (\`crm_status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`spa_products_id\` integer REFERENCES spa_products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tax_rates_id\` integer REFERENCES tax_rates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spa_products_id_idx\` ON \`payload_locked_documents_rels\` (\`spa_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`orders_inbox\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`spa_products\`;`)
  await db.run(sql`DROP TABLE \`tax_rates\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`media_id\` integer,
  	\`comments_id\` integer,
  	\`price_checks_id\` integer,
  	\`spa_brands_id\` integer,
  	\`leads_id\` integer,
  	\`orders_id\` integer,
  	\`evaluations_id\` integer,
  	\`payment_events_id\` integer,
  	\`demo_payments_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`rate_limits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_checks_id\`) REFERENCES \`price_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spa_brands_id\`) REFERENCES \`spa_brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`evaluations_id\`) REFERENCES \`evaluations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demo_payments_id\`) REFERENCES \`demo_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "media_id", "comments_id", "price_checks_id", "spa_brands_id", "leads_id", "orders_id", "evaluations_id", "payment_events_id", "demo_payments_id", "users_id", "outbox_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "posts_id", "media_id", "comments_id", "price_checks_id", "spa_brands_id", "leads_id", "orders_id", "evaluations_id", "payment_events_id", "demo_payments_id", "users_id", "outbox_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`price_checks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spa_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`spa_brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_evaluations_id_idx\` ON \`payload_locked_documents_rels\` (\`evaluations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`DROP INDEX \`leads_crm_crm_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`crm_status\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`crm_contact_id\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`crm_synced_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`crm_last_error\`;`)
  await db.run(sql`DROP INDEX \`orders_crm_crm_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`sub_total\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`tax\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`ship_to_address\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`ship_to_city\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`ship_to_state\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`ship_to_zip\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`ship_to_country\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_carrier\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_tracking_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_shipped_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refunded_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refund_ref\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`crm_status\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`crm_contact_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`crm_deal_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`crm_synced_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`crm_last_error\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`orders_inbox\`;`)
}
