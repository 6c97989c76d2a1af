import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_video_source" AS ENUM('none', 'youtube', 'file');
  CREATE TYPE "public"."enum__posts_v_version_video_source" AS ENUM('none', 'youtube', 'file');
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"poster_id" integer NOT NULL,
  	"captions_vtt" varchar,
  	"captions_label" varchar,
  	"captions_language" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "posts" ADD COLUMN "video_source" "enum_posts_video_source" DEFAULT 'none';
  ALTER TABLE "posts" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_video_source" "enum__posts_v_version_video_source" DEFAULT 'none';
  ALTER TABLE "_posts_v" ADD COLUMN "version_video_file_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "videos_poster_idx" ON "videos" USING btree ("poster_id");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_filename_idx" ON "videos" USING btree ("filename");
  ALTER TABLE "posts" ADD CONSTRAINT "posts_video_file_id_videos_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_video_file_id_videos_id_fk" FOREIGN KEY ("version_video_file_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_video_file_idx" ON "posts" USING btree ("video_file_id");
  CREATE INDEX "_posts_v_version_version_video_file_idx" ON "_posts_v" USING btree ("version_video_file_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");`)
  // Posts that already had a YouTube id keep showing it: the id alone used to mean "show this video".
  await db.execute(sql`UPDATE "posts" SET "video_source" = 'youtube' WHERE "video_id" IS NOT NULL AND "video_id" <> '';`)
  await db.execute(sql`UPDATE "_posts_v" SET "version_video_source" = 'youtube' WHERE "version_video_id" IS NOT NULL AND "version_video_id" <> '';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "videos" CASCADE;
  ALTER TABLE "posts" DROP CONSTRAINT "posts_video_file_id_videos_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_video_file_id_videos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  DROP INDEX "posts_video_file_idx";
  DROP INDEX "_posts_v_version_version_video_file_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  ALTER TABLE "posts" DROP COLUMN "video_source";
  ALTER TABLE "posts" DROP COLUMN "video_file_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_video_source";
  ALTER TABLE "_posts_v" DROP COLUMN "version_video_file_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  DROP TYPE "public"."enum_posts_video_source";
  DROP TYPE "public"."enum__posts_v_version_video_source";`)
}
