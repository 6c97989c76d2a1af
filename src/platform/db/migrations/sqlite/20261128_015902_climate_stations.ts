import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`climate_stations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`station_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`source_name\` text,
  	\`lat\` numeric NOT NULL,
  	\`lon\` numeric NOT NULL,
  	\`elevation_ft\` numeric,
  	\`mean_outdoor_f_jan\` numeric NOT NULL,
  	\`mean_outdoor_f_feb\` numeric NOT NULL,
  	\`mean_outdoor_f_mar\` numeric NOT NULL,
  	\`mean_outdoor_f_apr\` numeric NOT NULL,
  	\`mean_outdoor_f_may\` numeric NOT NULL,
  	\`mean_outdoor_f_jun\` numeric NOT NULL,
  	\`mean_outdoor_f_jul\` numeric NOT NULL,
  	\`mean_outdoor_f_aug\` numeric NOT NULL,
  	\`mean_outdoor_f_sep\` numeric NOT NULL,
  	\`mean_outdoor_f_oct\` numeric NOT NULL,
  	\`mean_outdoor_f_nov\` numeric NOT NULL,
  	\`mean_outdoor_f_dec\` numeric NOT NULL,
  	\`source\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`climate_stations_station_id_idx\` ON \`climate_stations\` (\`station_id\`);`)
  await db.run(sql`CREATE INDEX \`climate_stations_updated_at_idx\` ON \`climate_stations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`climate_stations_created_at_idx\` ON \`climate_stations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`climate_stations_id\` integer REFERENCES climate_stations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_climate_stations_id_idx\` ON \`payload_locked_documents_rels\` (\`climate_stations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`climate_stations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`media_id\` integer,
  	\`videos_id\` integer,
  	\`comments_id\` integer,
  	\`price_checks_id\` integer,
  	\`price_position_snapshots_id\` integer,
  	\`spa_brands_id\` integer,
  	\`state_figures_id\` integer,
  	\`tool_uses_id\` integer,
  	\`leads_id\` integer,
  	\`lead_captures_id\` integer,
  	\`orders_id\` integer,
  	\`spa_products_id\` integer,
  	\`tax_rates_id\` integer,
  	\`evaluations_id\` integer,
  	\`payment_events_id\` integer,
  	\`demo_payments_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`rate_limits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_checks_id\`) REFERENCES \`price_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_position_snapshots_id\`) REFERENCES \`price_position_snapshots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spa_brands_id\`) REFERENCES \`spa_brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`state_figures_id\`) REFERENCES \`state_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tool_uses_id\`) REFERENCES \`tool_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_captures_id\`) REFERENCES \`lead_captures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spa_products_id\`) REFERENCES \`spa_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tax_rates_id\`) REFERENCES \`tax_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`evaluations_id\`) REFERENCES \`evaluations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demo_payments_id\`) REFERENCES \`demo_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "media_id", "videos_id", "comments_id", "price_checks_id", "price_position_snapshots_id", "spa_brands_id", "state_figures_id", "tool_uses_id", "leads_id", "lead_captures_id", "orders_id", "spa_products_id", "tax_rates_id", "evaluations_id", "payment_events_id", "demo_payments_id", "users_id", "outbox_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "posts_id", "media_id", "videos_id", "comments_id", "price_checks_id", "price_position_snapshots_id", "spa_brands_id", "state_figures_id", "tool_uses_id", "leads_id", "lead_captures_id", "orders_id", "spa_products_id", "tax_rates_id", "evaluations_id", "payment_events_id", "demo_payments_id", "users_id", "outbox_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`price_checks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_position_snapshots_i_idx\` ON \`payload_locked_documents_rels\` (\`price_position_snapshots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spa_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`spa_brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_state_figures_id_idx\` ON \`payload_locked_documents_rels\` (\`state_figures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tool_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`tool_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_captures_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_captures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spa_products_id_idx\` ON \`payload_locked_documents_rels\` (\`spa_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_evaluations_id_idx\` ON \`payload_locked_documents_rels\` (\`evaluations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
}
