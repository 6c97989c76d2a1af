import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tool_visitors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visitor\` text NOT NULL,
  	\`expires_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tool_visitors_visitor_idx\` ON \`tool_visitors\` (\`visitor\`);`)
  await db.run(sql`CREATE INDEX \`tool_visitors_expires_at_idx\` ON \`tool_visitors\` (\`expires_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tool_visitors_id\` integer REFERENCES tool_visitors(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tool_visitors_id_idx\` ON \`payload_locked_documents_rels\` (\`tool_visitors_id\`);`)
  // Written by hand: today's visitors were kept as rate-limit keys; they stay counted until their day ends.
  await db.run(sql`INSERT INTO \`tool_visitors\` (\`visitor\`, \`expires_at\`) SELECT substr(\`key\`, 14), \`expires_at\` FROM \`rate_limits\` WHERE \`key\` LIKE 'tool-visitor|%';`)
  await db.run(sql`DELETE FROM \`rate_limits\` WHERE \`key\` LIKE 'tool-visitor|%';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tool_visitors\`;`)
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
  	\`spent_form_tokens_id\` integer,
  	\`price_checks_id\` integer,
  	\`price_position_snapshots_id\` integer,
  	\`spa_brands_id\` integer,
  	\`state_figures_id\` integer,
  	\`climate_stations_id\` integer,
  	\`certified_spa_models_id\` integer,
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
  	FOREIGN KEY (\`spent_form_tokens_id\`) REFERENCES \`spent_form_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_checks_id\`) REFERENCES \`price_checks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_position_snapshots_id\`) REFERENCES \`price_position_snapshots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spa_brands_id\`) REFERENCES \`spa_brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`state_figures_id\`) REFERENCES \`state_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`climate_stations_id\`) REFERENCES \`climate_stations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certified_spa_models_id\`) REFERENCES \`certified_spa_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "media_id", "videos_id", "comments_id", "spent_form_tokens_id", "price_checks_id", "price_position_snapshots_id", "spa_brands_id", "state_figures_id", "climate_stations_id", "certified_spa_models_id", "tool_uses_id", "leads_id", "lead_captures_id", "orders_id", "spa_products_id", "tax_rates_id", "evaluations_id", "payment_events_id", "demo_payments_id", "users_id", "outbox_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "posts_id", "media_id", "videos_id", "comments_id", "spent_form_tokens_id", "price_checks_id", "price_position_snapshots_id", "spa_brands_id", "state_figures_id", "climate_stations_id", "certified_spa_models_id", "tool_uses_id", "leads_id", "lead_captures_id", "orders_id", "spa_products_id", "tax_rates_id", "evaluations_id", "payment_events_id", "demo_payments_id", "users_id", "outbox_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spent_form_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`spent_form_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`price_checks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_position_snapshots_i_idx\` ON \`payload_locked_documents_rels\` (\`price_position_snapshots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spa_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`spa_brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_state_figures_id_idx\` ON \`payload_locked_documents_rels\` (\`state_figures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_climate_stations_id_idx\` ON \`payload_locked_documents_rels\` (\`climate_stations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certified_spa_models_id_idx\` ON \`payload_locked_documents_rels\` (\`certified_spa_models_id\`);`)
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
