import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Mail is delivered from the outbox itself now (src/platform/outbox/deliverDueMail.ts), not by a job per
// message: the old jobs go, and the messages they were for, still queued or retrying, are taken
// up by the new poller.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'deliverMail';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crmSyncLead', 'crmSyncOrder');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crmSyncLead', 'crmSyncOrder');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "outbox" ADD COLUMN "retry_at" timestamp(3) with time zone;
  CREATE INDEX "outbox_retry_at_idx" ON "outbox" USING btree ("retry_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverMail' BEFORE 'crmSyncLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverMail' BEFORE 'crmSyncLead';
  DROP INDEX "outbox_retry_at_idx";
  ALTER TABLE "outbox" DROP COLUMN "retry_at";`)
}
