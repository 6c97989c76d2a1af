import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Mail is delivered from the outbox itself now (src/platform/outbox/deliverDueMail.ts), not by a job per
// message: the old jobs go, and the messages they were for, still queued or retrying, are taken
// up by the new poller.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`payload_jobs_log\` WHERE \`_parent_id\` IN (SELECT \`id\` FROM \`payload_jobs\` WHERE \`task_slug\` = 'deliverMail');`)
  await db.run(sql`DELETE FROM \`payload_jobs\` WHERE \`task_slug\` = 'deliverMail';`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`retry_at\` text;`)
  await db.run(sql`CREATE INDEX \`outbox_retry_at_idx\` ON \`outbox\` (\`retry_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`outbox_retry_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`retry_at\`;`)
}
