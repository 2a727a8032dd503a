import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_page_categories_color" AS ENUM('seo', 'ads', 'web', 'brand', 'consulting');
  CREATE TABLE "courses_page_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"video" varchar
  );
  
  CREATE TABLE "courses_page_categories_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"youtube" varchar,
  	"duration" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"summary" varchar NOT NULL,
  	"thumbnail_id" integer,
  	"slug" varchar
  );
  
  CREATE TABLE "courses_page_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"color" "enum_courses_page_categories_color" DEFAULT 'brand' NOT NULL
  );
  
  CREATE TABLE "courses_page_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "courses_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "courses_page_modules" ADD CONSTRAINT "courses_page_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_page_categories_videos" ADD CONSTRAINT "courses_page_categories_videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_page_categories_videos" ADD CONSTRAINT "courses_page_categories_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_page_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_page_categories" ADD CONSTRAINT "courses_page_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_page_faq" ADD CONSTRAINT "courses_page_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "courses_page_modules_order_idx" ON "courses_page_modules" USING btree ("_order");
  CREATE INDEX "courses_page_modules_parent_id_idx" ON "courses_page_modules" USING btree ("_parent_id");
  CREATE INDEX "courses_page_categories_videos_order_idx" ON "courses_page_categories_videos" USING btree ("_order");
  CREATE INDEX "courses_page_categories_videos_parent_id_idx" ON "courses_page_categories_videos" USING btree ("_parent_id");
  CREATE INDEX "courses_page_categories_videos_thumbnail_idx" ON "courses_page_categories_videos" USING btree ("thumbnail_id");
  CREATE INDEX "courses_page_categories_order_idx" ON "courses_page_categories" USING btree ("_order");
  CREATE INDEX "courses_page_categories_parent_id_idx" ON "courses_page_categories" USING btree ("_parent_id");
  CREATE INDEX "courses_page_faq_order_idx" ON "courses_page_faq" USING btree ("_order");
  CREATE INDEX "courses_page_faq_parent_id_idx" ON "courses_page_faq" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "courses_page_modules" CASCADE;
  DROP TABLE "courses_page_categories_videos" CASCADE;
  DROP TABLE "courses_page_categories" CASCADE;
  DROP TABLE "courses_page_faq" CASCADE;
  DROP TABLE "courses_page" CASCADE;
  DROP TYPE "public"."enum_courses_page_categories_color";`)
}
