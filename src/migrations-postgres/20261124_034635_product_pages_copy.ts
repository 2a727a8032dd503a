import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Required texts added to globals that already have their row: empty until the seed's 'copy' items fill
// them with today's copy (an empty text reads as today's copy meanwhile).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_chat_page_connection_options_icon" AS ENUM('shield-check', 'shield-half', 'map-pinned', 'calendar-days', 'contact', 'list-todo', 'notebook-pen', 'video', 'messages-square', 'tags', 'zap', 'bot', 'bar-chart', 'history', 'qr-code', 'server-cog', 'mail', 'lock', 'cloud', 'smartphone', 'users', 'clock', 'headset', 'globe', 'database', 'workflow');
  CREATE TYPE "public"."enum_chat_page_features_items_icon" AS ENUM('shield-check', 'shield-half', 'map-pinned', 'calendar-days', 'contact', 'list-todo', 'notebook-pen', 'video', 'messages-square', 'tags', 'zap', 'bot', 'bar-chart', 'history', 'qr-code', 'server-cog', 'mail', 'lock', 'cloud', 'smartphone', 'users', 'clock', 'headset', 'globe', 'database', 'workflow');
  CREATE TYPE "public"."enum_email_page_features_items_icon" AS ENUM('shield-check', 'shield-half', 'map-pinned', 'calendar-days', 'contact', 'list-todo', 'notebook-pen', 'video', 'messages-square', 'tags', 'zap', 'bot', 'bar-chart', 'history', 'qr-code', 'server-cog', 'mail', 'lock', 'cloud', 'smartphone', 'users', 'clock', 'headset', 'globe', 'database', 'workflow');
  CREATE TABLE "chat_page_connection_options_pros" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "chat_page_connection_options_cons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "chat_page_connection_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_chat_page_connection_options_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"badge" varchar NOT NULL,
  	"recommended" boolean
  );
  
  CREATE TABLE "chat_page_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_chat_page_features_items_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "chat_page_integrations_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "chat_page_integrations_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "email_page_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_email_page_features_items_icon" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "email_page_setup_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "email_page_setup_settings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"term" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  ALTER TABLE "chat_page" ADD COLUMN "hero_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "hero_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "hero_lead" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "hero_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "hero_secondary_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "connection_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "connection_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "connection_lead" varchar;
  ALTER TABLE "chat_page" ADD COLUMN "features_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "features_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "features_lead" varchar;
  ALTER TABLE "chat_page" ADD COLUMN "integrations_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "integrations_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "integrations_lead" varchar;
  ALTER TABLE "chat_page" ADD COLUMN "integrations_integration_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "integrations_training_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "integrations_specialist_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "plans_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "plans_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "plans_section_lead" varchar;
  ALTER TABLE "chat_page" ADD COLUMN "contact_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "contact_lead" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "contact_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "hero_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "hero_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "hero_lead" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "hero_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "hero_secondary_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "features_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "features_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "features_lead" varchar;
  ALTER TABLE "email_page" ADD COLUMN "setup_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "setup_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "setup_lead" varchar;
  ALTER TABLE "email_page" ADD COLUMN "setup_settings_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "plan_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "plan_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "plan_section_lead" varchar;
  ALTER TABLE "email_page" ADD COLUMN "offer_description" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "contact_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "contact_lead" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "contact_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page_connection_options_pros" ADD CONSTRAINT "chat_page_connection_options_pros_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_page_connection_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_page_connection_options_cons" ADD CONSTRAINT "chat_page_connection_options_cons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_page_connection_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_page_connection_options" ADD CONSTRAINT "chat_page_connection_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_page_features_items" ADD CONSTRAINT "chat_page_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_page_integrations_groups_items" ADD CONSTRAINT "chat_page_integrations_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_page_integrations_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_page_integrations_groups" ADD CONSTRAINT "chat_page_integrations_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_page_features_items" ADD CONSTRAINT "email_page_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."email_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_page_setup_cards" ADD CONSTRAINT "email_page_setup_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."email_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_page_setup_settings" ADD CONSTRAINT "email_page_setup_settings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."email_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "chat_page_connection_options_pros_order_idx" ON "chat_page_connection_options_pros" USING btree ("_order");
  CREATE INDEX "chat_page_connection_options_pros_parent_id_idx" ON "chat_page_connection_options_pros" USING btree ("_parent_id");
  CREATE INDEX "chat_page_connection_options_cons_order_idx" ON "chat_page_connection_options_cons" USING btree ("_order");
  CREATE INDEX "chat_page_connection_options_cons_parent_id_idx" ON "chat_page_connection_options_cons" USING btree ("_parent_id");
  CREATE INDEX "chat_page_connection_options_order_idx" ON "chat_page_connection_options" USING btree ("_order");
  CREATE INDEX "chat_page_connection_options_parent_id_idx" ON "chat_page_connection_options" USING btree ("_parent_id");
  CREATE INDEX "chat_page_features_items_order_idx" ON "chat_page_features_items" USING btree ("_order");
  CREATE INDEX "chat_page_features_items_parent_id_idx" ON "chat_page_features_items" USING btree ("_parent_id");
  CREATE INDEX "chat_page_integrations_groups_items_order_idx" ON "chat_page_integrations_groups_items" USING btree ("_order");
  CREATE INDEX "chat_page_integrations_groups_items_parent_id_idx" ON "chat_page_integrations_groups_items" USING btree ("_parent_id");
  CREATE INDEX "chat_page_integrations_groups_order_idx" ON "chat_page_integrations_groups" USING btree ("_order");
  CREATE INDEX "chat_page_integrations_groups_parent_id_idx" ON "chat_page_integrations_groups" USING btree ("_parent_id");
  CREATE INDEX "email_page_features_items_order_idx" ON "email_page_features_items" USING btree ("_order");
  CREATE INDEX "email_page_features_items_parent_id_idx" ON "email_page_features_items" USING btree ("_parent_id");
  CREATE INDEX "email_page_setup_cards_order_idx" ON "email_page_setup_cards" USING btree ("_order");
  CREATE INDEX "email_page_setup_cards_parent_id_idx" ON "email_page_setup_cards" USING btree ("_parent_id");
  CREATE INDEX "email_page_setup_settings_order_idx" ON "email_page_setup_settings" USING btree ("_order");
  CREATE INDEX "email_page_setup_settings_parent_id_idx" ON "email_page_setup_settings" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "chat_page_connection_options_pros" CASCADE;
  DROP TABLE "chat_page_connection_options_cons" CASCADE;
  DROP TABLE "chat_page_connection_options" CASCADE;
  DROP TABLE "chat_page_features_items" CASCADE;
  DROP TABLE "chat_page_integrations_groups_items" CASCADE;
  DROP TABLE "chat_page_integrations_groups" CASCADE;
  DROP TABLE "email_page_features_items" CASCADE;
  DROP TABLE "email_page_setup_cards" CASCADE;
  DROP TABLE "email_page_setup_settings" CASCADE;
  ALTER TABLE "chat_page" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "chat_page" DROP COLUMN "hero_title";
  ALTER TABLE "chat_page" DROP COLUMN "hero_lead";
  ALTER TABLE "chat_page" DROP COLUMN "hero_cta";
  ALTER TABLE "chat_page" DROP COLUMN "hero_secondary_cta";
  ALTER TABLE "chat_page" DROP COLUMN "connection_eyebrow";
  ALTER TABLE "chat_page" DROP COLUMN "connection_title";
  ALTER TABLE "chat_page" DROP COLUMN "connection_lead";
  ALTER TABLE "chat_page" DROP COLUMN "features_eyebrow";
  ALTER TABLE "chat_page" DROP COLUMN "features_title";
  ALTER TABLE "chat_page" DROP COLUMN "features_lead";
  ALTER TABLE "chat_page" DROP COLUMN "integrations_eyebrow";
  ALTER TABLE "chat_page" DROP COLUMN "integrations_title";
  ALTER TABLE "chat_page" DROP COLUMN "integrations_lead";
  ALTER TABLE "chat_page" DROP COLUMN "integrations_integration_cta";
  ALTER TABLE "chat_page" DROP COLUMN "integrations_training_cta";
  ALTER TABLE "chat_page" DROP COLUMN "integrations_specialist_cta";
  ALTER TABLE "chat_page" DROP COLUMN "plans_section_eyebrow";
  ALTER TABLE "chat_page" DROP COLUMN "plans_section_title";
  ALTER TABLE "chat_page" DROP COLUMN "plans_section_lead";
  ALTER TABLE "chat_page" DROP COLUMN "contact_title";
  ALTER TABLE "chat_page" DROP COLUMN "contact_lead";
  ALTER TABLE "chat_page" DROP COLUMN "contact_cta";
  ALTER TABLE "email_page" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "email_page" DROP COLUMN "hero_title";
  ALTER TABLE "email_page" DROP COLUMN "hero_lead";
  ALTER TABLE "email_page" DROP COLUMN "hero_cta";
  ALTER TABLE "email_page" DROP COLUMN "hero_secondary_cta";
  ALTER TABLE "email_page" DROP COLUMN "features_eyebrow";
  ALTER TABLE "email_page" DROP COLUMN "features_title";
  ALTER TABLE "email_page" DROP COLUMN "features_lead";
  ALTER TABLE "email_page" DROP COLUMN "setup_eyebrow";
  ALTER TABLE "email_page" DROP COLUMN "setup_title";
  ALTER TABLE "email_page" DROP COLUMN "setup_lead";
  ALTER TABLE "email_page" DROP COLUMN "setup_settings_title";
  ALTER TABLE "email_page" DROP COLUMN "plan_section_eyebrow";
  ALTER TABLE "email_page" DROP COLUMN "plan_section_title";
  ALTER TABLE "email_page" DROP COLUMN "plan_section_lead";
  ALTER TABLE "email_page" DROP COLUMN "offer_description";
  ALTER TABLE "email_page" DROP COLUMN "contact_title";
  ALTER TABLE "email_page" DROP COLUMN "contact_lead";
  ALTER TABLE "email_page" DROP COLUMN "contact_cta";
  DROP TYPE "public"."enum_chat_page_connection_options_icon";
  DROP TYPE "public"."enum_chat_page_features_items_icon";
  DROP TYPE "public"."enum_email_page_features_items_icon";`)
}
