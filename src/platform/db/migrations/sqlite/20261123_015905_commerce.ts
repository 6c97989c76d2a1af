import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_ref\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`paid_at\` text,
  	\`product\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'usd' NOT NULL,
  	\`provider\` text NOT NULL,
  	\`payment_ref\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`lead_id\` integer,
  	\`evaluation_id\` integer,
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`evaluation_id\`) REFERENCES \`evaluations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_ref_idx\` ON \`orders\` (\`order_ref\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_paid_at_idx\` ON \`orders\` (\`paid_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_product_idx\` ON \`orders\` (\`product\`);`)
  await db.run(sql`CREATE INDEX \`orders_provider_idx\` ON \`orders\` (\`provider\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_payment_ref_idx\` ON \`orders\` (\`payment_ref\`);`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`orders_lead_idx\` ON \`orders\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_evaluation_idx\` ON \`orders\` (\`evaluation_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`evaluations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eval_id\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`delivered_at\` text,
  	\`order_id\` integer,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`evaluation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`evaluations_eval_id_idx\` ON \`evaluations\` (\`eval_id\`);`)
  await db.run(sql`CREATE INDEX \`evaluations_status_idx\` ON \`evaluations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`evaluations_order_idx\` ON \`evaluations\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`evaluations_updated_at_idx\` ON \`evaluations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`evaluations_created_at_idx\` ON \`evaluations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider\` text NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`event_key\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`payment_ref\` text,
  	\`outcome\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_events_provider_idx\` ON \`payment_events\` (\`provider\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_event_key_idx\` ON \`payment_events\` (\`event_key\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_payment_ref_idx\` ON \`payment_events\` (\`payment_ref\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`demo_payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intent_id\` text NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`client_secret\` text NOT NULL,
  	\`status\` text DEFAULT 'requires_payment_method' NOT NULL,
  	\`last_error\` text,
  	\`order_ref\` text NOT NULL,
  	\`product\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`demo_payments_intent_id_idx\` ON \`demo_payments\` (\`intent_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`demo_payments_idempotency_key_idx\` ON \`demo_payments\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`demo_payments_updated_at_idx\` ON \`demo_payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`demo_payments_created_at_idx\` ON \`demo_payments\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`evaluations_id\` integer REFERENCES evaluations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_events_id\` integer REFERENCES payment_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`demo_payments_id\` integer REFERENCES demo_payments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_evaluations_id_idx\` ON \`payload_locked_documents_rels\` (\`evaluations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_payments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`evaluations\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`demo_payments\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "media_id", "comments_id", "price_checks_id", "spa_brands_id", "leads_id", "users_id", "outbox_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "posts_id", "media_id", "comments_id", "price_checks_id", "spa_brands_id", "leads_id", "users_id", "outbox_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
}
