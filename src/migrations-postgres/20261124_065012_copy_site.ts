import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Section headings added to the home and cases globals that already have their row: required texts empty
// until the seed's 'copy' items fill them with today's texts (an empty text reads as today's meanwhile).
// Two new page globals (blog, store) and the site settings' reply promise and business hours.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "blog_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_lead" varchar,
  	"post_page_related_title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "store_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_lead" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "home_page" ADD COLUMN "hero_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "hero_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "hero_secondary_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "about_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "about_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "about_section_lead" varchar;
  ALTER TABLE "home_page" ADD COLUMN "services_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "services_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "services_section_lead" varchar;
  ALTER TABLE "home_page" ADD COLUMN "services_section_touch_lead" varchar;
  ALTER TABLE "home_page" ADD COLUMN "services_section_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "cases_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "cases_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "cases_section_lead" varchar;
  ALTER TABLE "home_page" ADD COLUMN "cases_section_card_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "portfolio_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "portfolio_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "portfolio_section_button" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "testimonials_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "testimonials_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "blog_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "blog_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "blog_section_button" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "contact_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "contact_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "contact_section_whatsapp_text" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "contact_section_whatsapp_button" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home_page" ADD COLUMN "contact_section_cases_button" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "hero_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "hero_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "card_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "case_page_metrics_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "case_page_gallery_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "case_page_others_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "case_page_cta_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "case_page_cta_text" varchar NOT NULL DEFAULT '';
  ALTER TABLE "cases_page" ADD COLUMN "case_page_cta_button" varchar NOT NULL DEFAULT '';
  ALTER TABLE "site_settings" ADD COLUMN "reply_time" varchar DEFAULT 'Resposta: Em até 2 horas úteis';
  ALTER TABLE "site_settings" ADD COLUMN "business_hours" varchar DEFAULT 'De segunda a sexta, das 9h às 18h';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "blog_page" CASCADE;
  DROP TABLE "store_page" CASCADE;
  ALTER TABLE "home_page" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "hero_cta";
  ALTER TABLE "home_page" DROP COLUMN "hero_secondary_cta";
  ALTER TABLE "home_page" DROP COLUMN "about_section_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "about_section_title";
  ALTER TABLE "home_page" DROP COLUMN "about_section_lead";
  ALTER TABLE "home_page" DROP COLUMN "services_section_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "services_section_title";
  ALTER TABLE "home_page" DROP COLUMN "services_section_lead";
  ALTER TABLE "home_page" DROP COLUMN "services_section_touch_lead";
  ALTER TABLE "home_page" DROP COLUMN "services_section_cta";
  ALTER TABLE "home_page" DROP COLUMN "cases_section_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "cases_section_title";
  ALTER TABLE "home_page" DROP COLUMN "cases_section_lead";
  ALTER TABLE "home_page" DROP COLUMN "cases_section_card_cta";
  ALTER TABLE "home_page" DROP COLUMN "portfolio_section_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "portfolio_section_title";
  ALTER TABLE "home_page" DROP COLUMN "portfolio_section_button";
  ALTER TABLE "home_page" DROP COLUMN "testimonials_section_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "testimonials_section_title";
  ALTER TABLE "home_page" DROP COLUMN "blog_section_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "blog_section_title";
  ALTER TABLE "home_page" DROP COLUMN "blog_section_button";
  ALTER TABLE "home_page" DROP COLUMN "contact_section_eyebrow";
  ALTER TABLE "home_page" DROP COLUMN "contact_section_title";
  ALTER TABLE "home_page" DROP COLUMN "contact_section_whatsapp_text";
  ALTER TABLE "home_page" DROP COLUMN "contact_section_whatsapp_button";
  ALTER TABLE "home_page" DROP COLUMN "contact_section_cases_button";
  ALTER TABLE "cases_page" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "cases_page" DROP COLUMN "hero_title";
  ALTER TABLE "cases_page" DROP COLUMN "card_cta";
  ALTER TABLE "cases_page" DROP COLUMN "case_page_metrics_title";
  ALTER TABLE "cases_page" DROP COLUMN "case_page_gallery_title";
  ALTER TABLE "cases_page" DROP COLUMN "case_page_others_title";
  ALTER TABLE "cases_page" DROP COLUMN "case_page_cta_title";
  ALTER TABLE "cases_page" DROP COLUMN "case_page_cta_text";
  ALTER TABLE "cases_page" DROP COLUMN "case_page_cta_button";
  ALTER TABLE "site_settings" DROP COLUMN "reply_time";
  ALTER TABLE "site_settings" DROP COLUMN "business_hours";`)
}
