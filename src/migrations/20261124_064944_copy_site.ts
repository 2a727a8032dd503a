import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Section headings added to the home and cases globals that already have their row: required texts empty
// until the seed's 'copy' items fill them with today's texts (an empty text reads as today's meanwhile).
// Two new page globals (blog, store) and the site settings' reply promise and business hours.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`blog_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_lead\` text,
  	\`post_page_related_title\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`store_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_lead\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`hero_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`hero_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`hero_secondary_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`about_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`about_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`about_section_lead\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`services_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`services_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`services_section_lead\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`services_section_touch_lead\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`services_section_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`cases_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`cases_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`cases_section_lead\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`cases_section_card_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`portfolio_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`portfolio_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`portfolio_section_button\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`testimonials_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`testimonials_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`blog_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`blog_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`blog_section_button\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`contact_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`contact_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`contact_section_whatsapp_text\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`contact_section_whatsapp_button\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`contact_section_cases_button\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`hero_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`hero_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`card_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`case_page_metrics_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`case_page_gallery_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`case_page_others_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`case_page_cta_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`case_page_cta_text\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`cases_page\` ADD \`case_page_cta_button\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`reply_time\` text DEFAULT 'Resposta: Em até 2 horas úteis';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`business_hours\` text DEFAULT 'De segunda a sexta, das 9h às 18h';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`blog_page\`;`)
  await db.run(sql`DROP TABLE \`store_page\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`hero_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`hero_cta\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`hero_secondary_cta\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`about_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`about_section_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`about_section_lead\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`services_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`services_section_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`services_section_lead\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`services_section_touch_lead\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`services_section_cta\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`cases_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`cases_section_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`cases_section_lead\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`cases_section_card_cta\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`portfolio_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`portfolio_section_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`portfolio_section_button\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`testimonials_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`testimonials_section_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`blog_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`blog_section_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`blog_section_button\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`contact_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`contact_section_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`contact_section_whatsapp_text\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`contact_section_whatsapp_button\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`contact_section_cases_button\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`hero_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`hero_title\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`card_cta\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`case_page_metrics_title\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`case_page_gallery_title\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`case_page_others_title\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`case_page_cta_title\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`case_page_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`cases_page\` DROP COLUMN \`case_page_cta_button\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`reply_time\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`business_hours\`;`)
}
