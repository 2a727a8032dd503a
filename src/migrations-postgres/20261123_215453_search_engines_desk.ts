import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'refunded';
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"cases_id" integer,
  	"store_templates_id" integer
  );
  
  ALTER TABLE "posts" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "posts" ADD COLUMN "meta_no_index" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_no_index" boolean DEFAULT false;
  ALTER TABLE "cases" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "cases" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "cases" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "cases" ADD COLUMN "meta_no_index" boolean DEFAULT false;
  ALTER TABLE "_cases_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_cases_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_cases_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_cases_v" ADD COLUMN "version_meta_no_index" boolean DEFAULT false;
  ALTER TABLE "store_templates" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "store_templates" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "store_templates" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "store_templates" ADD COLUMN "meta_no_index" boolean DEFAULT false;
  ALTER TABLE "_store_templates_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_store_templates_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_store_templates_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_store_templates_v" ADD COLUMN "version_meta_no_index" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "leads" ADD COLUMN "proximo_contato" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notas_internas" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_cases_fk" FOREIGN KEY ("cases_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_store_templates_fk" FOREIGN KEY ("store_templates_id") REFERENCES "public"."store_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  CREATE INDEX "redirects_rels_cases_id_idx" ON "redirects_rels" USING btree ("cases_id");
  CREATE INDEX "redirects_rels_store_templates_id_idx" ON "redirects_rels" USING btree ("store_templates_id");
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cases" ADD CONSTRAINT "cases_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_templates" ADD CONSTRAINT "store_templates_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_templates_v" ADD CONSTRAINT "_store_templates_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "cases_meta_meta_image_idx" ON "cases" USING btree ("meta_image_id");
  CREATE INDEX "_cases_v_version_meta_version_meta_image_idx" ON "_cases_v" USING btree ("version_meta_image_id");
  CREATE INDEX "store_templates_meta_meta_image_idx" ON "store_templates" USING btree ("meta_image_id");
  CREATE INDEX "_store_templates_v_version_meta_version_meta_image_idx" ON "_store_templates_v" USING btree ("version_meta_image_id");
  CREATE INDEX "leads_responsavel_idx" ON "leads" USING btree ("responsavel_id");
  CREATE INDEX "leads_proximo_contato_idx" ON "leads" USING btree ("proximo_contato");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "posts" DROP CONSTRAINT "posts_meta_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "cases" DROP CONSTRAINT "cases_meta_image_id_media_id_fk";
  
  ALTER TABLE "_cases_v" DROP CONSTRAINT "_cases_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "store_templates" DROP CONSTRAINT "store_templates_meta_image_id_media_id_fk";
  
  ALTER TABLE "_store_templates_v" DROP CONSTRAINT "_store_templates_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_responsavel_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'failed', 'expired');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "posts_meta_meta_image_idx";
  DROP INDEX "_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "cases_meta_meta_image_idx";
  DROP INDEX "_cases_v_version_meta_version_meta_image_idx";
  DROP INDEX "store_templates_meta_meta_image_idx";
  DROP INDEX "_store_templates_v_version_meta_version_meta_image_idx";
  DROP INDEX "leads_responsavel_idx";
  DROP INDEX "leads_proximo_contato_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "posts" DROP COLUMN "meta_title";
  ALTER TABLE "posts" DROP COLUMN "meta_description";
  ALTER TABLE "posts" DROP COLUMN "meta_image_id";
  ALTER TABLE "posts" DROP COLUMN "meta_no_index";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_no_index";
  ALTER TABLE "cases" DROP COLUMN "meta_title";
  ALTER TABLE "cases" DROP COLUMN "meta_description";
  ALTER TABLE "cases" DROP COLUMN "meta_image_id";
  ALTER TABLE "cases" DROP COLUMN "meta_no_index";
  ALTER TABLE "_cases_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_cases_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_cases_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_cases_v" DROP COLUMN "version_meta_no_index";
  ALTER TABLE "store_templates" DROP COLUMN "meta_title";
  ALTER TABLE "store_templates" DROP COLUMN "meta_description";
  ALTER TABLE "store_templates" DROP COLUMN "meta_image_id";
  ALTER TABLE "store_templates" DROP COLUMN "meta_no_index";
  ALTER TABLE "_store_templates_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_store_templates_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_store_templates_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_store_templates_v" DROP COLUMN "version_meta_no_index";
  ALTER TABLE "orders" DROP COLUMN "refunded_at";
  ALTER TABLE "leads" DROP COLUMN "responsavel_id";
  ALTER TABLE "leads" DROP COLUMN "proximo_contato";
  ALTER TABLE "leads" DROP COLUMN "notas_internas";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
