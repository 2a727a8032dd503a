import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promotions_page_promotions_product" AS ENUM('email', 'templates', 'chat');
  CREATE TABLE "promotions_page_promotions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_promotions_page_promotions_product" NOT NULL,
  	"percent" numeric,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"cta" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "promotions_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar NOT NULL,
  	"banner_text" varchar NOT NULL,
  	"banner_link" varchar NOT NULL,
  	"footnote" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "chat_page_plan_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "chat_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_price" numeric NOT NULL,
  	"min_users" numeric NOT NULL,
  	"plan_title" varchar NOT NULL,
  	"plan_period" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "email_page_plan_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "email_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pack_price" numeric NOT NULL,
  	"plan_title" varchar NOT NULL,
  	"plan_period" varchar NOT NULL,
  	"plan_note" varchar,
  	"plan_cta" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "promotions_page_promotions" ADD CONSTRAINT "promotions_page_promotions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_page_plan_items" ADD CONSTRAINT "chat_page_plan_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_page_plan_items" ADD CONSTRAINT "email_page_plan_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."email_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "promotions_page_promotions_order_idx" ON "promotions_page_promotions" USING btree ("_order");
  CREATE INDEX "promotions_page_promotions_parent_id_idx" ON "promotions_page_promotions" USING btree ("_parent_id");
  CREATE INDEX "chat_page_plan_items_order_idx" ON "chat_page_plan_items" USING btree ("_order");
  CREATE INDEX "chat_page_plan_items_parent_id_idx" ON "chat_page_plan_items" USING btree ("_parent_id");
  CREATE INDEX "email_page_plan_items_order_idx" ON "email_page_plan_items" USING btree ("_order");
  CREATE INDEX "email_page_plan_items_parent_id_idx" ON "email_page_plan_items" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "promotions_page_promotions" CASCADE;
  DROP TABLE "promotions_page" CASCADE;
  DROP TABLE "chat_page_plan_items" CASCADE;
  DROP TABLE "chat_page" CASCADE;
  DROP TABLE "email_page_plan_items" CASCADE;
  DROP TABLE "email_page" CASCADE;
  DROP TYPE "public"."enum_promotions_page_promotions_product";`)
}
