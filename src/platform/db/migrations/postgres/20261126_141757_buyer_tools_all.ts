import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_posts_feature" ADD VALUE 'compareTubs';
  ALTER TYPE "public"."enum_posts_feature" ADD VALUE 'quoteScorecard';
  ALTER TYPE "public"."enum__posts_v_version_feature" ADD VALUE 'compareTubs';
  ALTER TYPE "public"."enum__posts_v_version_feature" ADD VALUE 'quoteScorecard';
  ALTER TYPE "public"."enum_price_checks_came_from" ADD VALUE 'scorecard' BEFORE 'runningCost';
  ALTER TYPE "public"."enum_price_checks_came_from" ADD VALUE 'compare';
  ALTER TYPE "public"."enum_tool_uses_tool" ADD VALUE 'scorecard' BEFORE 'runningCost';
  ALTER TYPE "public"."enum_tool_uses_tool" ADD VALUE 'compare';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE text;
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_posts_feature";
  CREATE TYPE "public"."enum_posts_feature" AS ENUM('none', 'valuePromotion', 'priceChecker', 'buyersService', 'evaluationOffer', 'spaShop', 'runningCost');
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DEFAULT 'none'::"public"."enum_posts_feature";
  ALTER TABLE "posts" ALTER COLUMN "feature" SET DATA TYPE "public"."enum_posts_feature" USING "feature"::"public"."enum_posts_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE text;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__posts_v_version_feature";
  CREATE TYPE "public"."enum__posts_v_version_feature" AS ENUM('none', 'valuePromotion', 'priceChecker', 'buyersService', 'evaluationOffer', 'spaShop', 'runningCost');
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DEFAULT 'none'::"public"."enum__posts_v_version_feature";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_feature" SET DATA TYPE "public"."enum__posts_v_version_feature" USING "version_feature"::"public"."enum__posts_v_version_feature";
  ALTER TABLE "price_checks" ALTER COLUMN "came_from" SET DATA TYPE text;
  DROP TYPE "public"."enum_price_checks_came_from";
  CREATE TYPE "public"."enum_price_checks_came_from" AS ENUM('runningCost');
  ALTER TABLE "price_checks" ALTER COLUMN "came_from" SET DATA TYPE "public"."enum_price_checks_came_from" USING "came_from"::"public"."enum_price_checks_came_from";
  ALTER TABLE "tool_uses" ALTER COLUMN "tool" SET DATA TYPE text;
  DROP TYPE "public"."enum_tool_uses_tool";
  CREATE TYPE "public"."enum_tool_uses_tool" AS ENUM('runningCost');
  ALTER TABLE "tool_uses" ALTER COLUMN "tool" SET DATA TYPE "public"."enum_tool_uses_tool" USING "tool"::"public"."enum_tool_uses_tool";`)
}
