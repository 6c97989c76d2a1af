import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`price_checks_tubs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`price\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_checks_tubs_order_idx\` ON \`price_checks_tubs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_checks_tubs_parent_id_idx\` ON \`price_checks_tubs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_checks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`zipcode\` text NOT NULL,
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`price_checks_status_idx\` ON \`price_checks\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`price_checks_updated_at_idx\` ON \`price_checks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_checks_created_at_idx\` ON \`price_checks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`spa_brands_models\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`spa_brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`spa_brands_models_order_idx\` ON \`spa_brands_models\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`spa_brands_models_parent_id_idx\` ON \`spa_brands_models\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`spa_brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`spa_brands_name_idx\` ON \`spa_brands\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`spa_brands_updated_at_idx\` ON \`spa_brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`spa_brands_created_at_idx\` ON \`spa_brands\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_checks_id\` integer REFERENCES price_checks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`spa_brands_id\` integer REFERENCES spa_brands(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`price_checks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spa_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`spa_brands_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`price_checks_tubs\`;`)
  await db.run(sql`DROP TABLE \`price_checks\`;`)
  await db.run(sql`DROP TABLE \`spa_brands_models\`;`)
  await db.run(sql`DROP TABLE \`spa_brands\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`media_id\` integer,
  	\`comments_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`rate_limits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "media_id", "comments_id", "users_id", "outbox_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "posts_id", "media_id", "comments_id", "users_id", "outbox_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
}
