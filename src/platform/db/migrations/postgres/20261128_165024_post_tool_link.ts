import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_tool_link" AS ENUM('waterCare', 'careLog', 'careReminders', 'scorecard', 'runningCost', 'compare');
  CREATE TYPE "public"."enum__posts_v_version_tool_link" AS ENUM('waterCare', 'careLog', 'careReminders', 'scorecard', 'runningCost', 'compare');
  ALTER TABLE "posts" ADD COLUMN "tool_link" "enum_posts_tool_link";
  ALTER TABLE "_posts_v" ADD COLUMN "version_tool_link" "enum__posts_v_version_tool_link";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP COLUMN "tool_link";
  ALTER TABLE "_posts_v" DROP COLUMN "version_tool_link";
  DROP TYPE "public"."enum_posts_tool_link";
  DROP TYPE "public"."enum__posts_v_version_tool_link";`)
}
