import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_seo_path" AS ENUM('/', '/blog', '/templates', '/cases', '/email-corporativo', '/chat-whatsapp', '/central-atendimento', '/promocoes', '/cursos', '/servicos/libras', '/privacidade');
  CREATE TABLE "page_seo" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" "enum_page_seo_path" NOT NULL,
  	"label" varchar NOT NULL,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_desk_page_panels_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "service_desk_page_panels_board_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "service_desk_page_panels_board" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"column" varchar NOT NULL
  );
  
  CREATE TABLE "service_desk_page_panels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "service_desk_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar NOT NULL,
  	"panels_title" varchar NOT NULL,
  	"panels_lead" varchar NOT NULL,
  	"contact_title" varchar NOT NULL,
  	"contact_lead" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cases_page_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "cases_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar NOT NULL,
  	"cta_title" varchar NOT NULL,
  	"cta_text" varchar NOT NULL,
  	"cta_button" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_seo_id" integer;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_desk_page_panels_points" ADD CONSTRAINT "service_desk_page_panels_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_desk_page_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_desk_page_panels_board_cards" ADD CONSTRAINT "service_desk_page_panels_board_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_desk_page_panels_board"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_desk_page_panels_board" ADD CONSTRAINT "service_desk_page_panels_board_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_desk_page_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_desk_page_panels" ADD CONSTRAINT "service_desk_page_panels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_desk_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cases_page_stats" ADD CONSTRAINT "cases_page_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cases_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "page_seo_path_idx" ON "page_seo" USING btree ("path");
  CREATE INDEX "page_seo_meta_meta_image_idx" ON "page_seo" USING btree ("meta_image_id");
  CREATE INDEX "page_seo_updated_at_idx" ON "page_seo" USING btree ("updated_at");
  CREATE INDEX "page_seo_created_at_idx" ON "page_seo" USING btree ("created_at");
  CREATE INDEX "service_desk_page_panels_points_order_idx" ON "service_desk_page_panels_points" USING btree ("_order");
  CREATE INDEX "service_desk_page_panels_points_parent_id_idx" ON "service_desk_page_panels_points" USING btree ("_parent_id");
  CREATE INDEX "service_desk_page_panels_board_cards_order_idx" ON "service_desk_page_panels_board_cards" USING btree ("_order");
  CREATE INDEX "service_desk_page_panels_board_cards_parent_id_idx" ON "service_desk_page_panels_board_cards" USING btree ("_parent_id");
  CREATE INDEX "service_desk_page_panels_board_order_idx" ON "service_desk_page_panels_board" USING btree ("_order");
  CREATE INDEX "service_desk_page_panels_board_parent_id_idx" ON "service_desk_page_panels_board" USING btree ("_parent_id");
  CREATE INDEX "service_desk_page_panels_order_idx" ON "service_desk_page_panels" USING btree ("_order");
  CREATE INDEX "service_desk_page_panels_parent_id_idx" ON "service_desk_page_panels" USING btree ("_parent_id");
  CREATE INDEX "cases_page_stats_order_idx" ON "cases_page_stats" USING btree ("_order");
  CREATE INDEX "cases_page_stats_parent_id_idx" ON "cases_page_stats" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_seo_fk" FOREIGN KEY ("page_seo_id") REFERENCES "public"."page_seo"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_seo_id_idx" ON "payload_locked_documents_rels" USING btree ("page_seo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_seo" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_desk_page_panels_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_desk_page_panels_board_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_desk_page_panels_board" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_desk_page_panels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_desk_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cases_page_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cases_page" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_seo" CASCADE;
  DROP TABLE "service_desk_page_panels_points" CASCADE;
  DROP TABLE "service_desk_page_panels_board_cards" CASCADE;
  DROP TABLE "service_desk_page_panels_board" CASCADE;
  DROP TABLE "service_desk_page_panels" CASCADE;
  DROP TABLE "service_desk_page" CASCADE;
  DROP TABLE "cases_page_stats" CASCADE;
  DROP TABLE "cases_page" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_seo_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_seo_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_seo_id";
  DROP TYPE "public"."enum_page_seo_path";`)
}
