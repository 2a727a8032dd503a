import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_page_values_icon" AS ENUM('Lightbulb', 'Eye', 'TrendingUp', 'Search', 'Megaphone', 'Code2', 'Palette', 'Briefcase', 'Rocket', 'ShieldCheck', 'Users');
  CREATE TYPE "public"."enum_home_page_services_icon" AS ENUM('Lightbulb', 'Eye', 'TrendingUp', 'Search', 'Megaphone', 'Code2', 'Palette', 'Briefcase', 'Rocket', 'ShieldCheck', 'Users');
  CREATE TYPE "public"."enum_home_page_services_color" AS ENUM('seo', 'ads', 'web', 'brand', 'consulting');
  CREATE TABLE "home_page_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"icon" "enum_home_page_values_icon" NOT NULL
  );
  
  CREATE TABLE "home_page_services_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"icon" "enum_home_page_services_icon" NOT NULL,
  	"color" "enum_home_page_services_color" NOT NULL
  );
  
  CREATE TABLE "home_page_contact_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_footer_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_footer_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tagline" varchar NOT NULL,
  	"newsletter_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "home_page_values" ADD CONSTRAINT "home_page_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_services_features" ADD CONSTRAINT "home_page_services_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_services" ADD CONSTRAINT "home_page_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_contact_points" ADD CONSTRAINT "home_page_contact_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_footer_navigation" ADD CONSTRAINT "site_footer_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_footer_services" ADD CONSTRAINT "site_footer_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_page_values_order_idx" ON "home_page_values" USING btree ("_order");
  CREATE INDEX "home_page_values_parent_id_idx" ON "home_page_values" USING btree ("_parent_id");
  CREATE INDEX "home_page_services_features_order_idx" ON "home_page_services_features" USING btree ("_order");
  CREATE INDEX "home_page_services_features_parent_id_idx" ON "home_page_services_features" USING btree ("_parent_id");
  CREATE INDEX "home_page_services_order_idx" ON "home_page_services" USING btree ("_order");
  CREATE INDEX "home_page_services_parent_id_idx" ON "home_page_services" USING btree ("_parent_id");
  CREATE INDEX "home_page_contact_points_order_idx" ON "home_page_contact_points" USING btree ("_order");
  CREATE INDEX "home_page_contact_points_parent_id_idx" ON "home_page_contact_points" USING btree ("_parent_id");
  CREATE INDEX "site_footer_navigation_order_idx" ON "site_footer_navigation" USING btree ("_order");
  CREATE INDEX "site_footer_navigation_parent_id_idx" ON "site_footer_navigation" USING btree ("_parent_id");
  CREATE INDEX "site_footer_services_order_idx" ON "site_footer_services" USING btree ("_order");
  CREATE INDEX "site_footer_services_parent_id_idx" ON "site_footer_services" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_page_values" CASCADE;
  DROP TABLE "home_page_services_features" CASCADE;
  DROP TABLE "home_page_services" CASCADE;
  DROP TABLE "home_page_contact_points" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "site_footer_navigation" CASCADE;
  DROP TABLE "site_footer_services" CASCADE;
  DROP TABLE "site_footer" CASCADE;
  DROP TYPE "public"."enum_home_page_values_icon";
  DROP TYPE "public"."enum_home_page_services_icon";
  DROP TYPE "public"."enum_home_page_services_color";`)
}
