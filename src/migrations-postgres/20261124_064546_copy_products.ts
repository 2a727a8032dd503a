import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The heroes, section headings and buttons that were still in the pages' code (issue 11). Required texts added
// to globals that already have their row: empty until the seed's 'headings' items fill them with today's
// copy (an empty text reads as today's copy meanwhile).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promotions_page" ADD COLUMN "hero_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "promotions_page" ADD COLUMN "hero_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "promotions_page" ADD COLUMN "ask_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "promotions_page" ADD COLUMN "empty_text" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "plan_min_users_note" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "plan_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "chat_page" ADD COLUMN "contact_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "hero_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "hero_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "hero_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "hero_secondary_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "panels_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "plans_section_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "plans_section_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "contact_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "service_desk_page" ADD COLUMN "contact_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "hero_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "hero_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "hero_quote_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "hero_whatsapp_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_story_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_story_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_reasons_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_reasons_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_formats_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_formats_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_steps_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_steps_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_team_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_team_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_quote_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_quote_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_quote_lead" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_compliance_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "libras_page" ADD COLUMN "headings_compliance_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "email_page" ADD COLUMN "contact_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "hero_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "hero_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "hero_description" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "hero_summary" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "hero_channel_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "hero_videos_cta" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_modules_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_modules_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_modules_lead" varchar;
  ALTER TABLE "courses_page" ADD COLUMN "headings_videos_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_videos_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_videos_lead" varchar;
  ALTER TABLE "courses_page" ADD COLUMN "headings_faq_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_faq_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_channel_eyebrow" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_channel_title" varchar NOT NULL DEFAULT '';
  ALTER TABLE "courses_page" ADD COLUMN "headings_channel_lead" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promotions_page" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "promotions_page" DROP COLUMN "hero_title";
  ALTER TABLE "promotions_page" DROP COLUMN "ask_cta";
  ALTER TABLE "promotions_page" DROP COLUMN "empty_text";
  ALTER TABLE "chat_page" DROP COLUMN "plan_min_users_note";
  ALTER TABLE "chat_page" DROP COLUMN "plan_cta";
  ALTER TABLE "chat_page" DROP COLUMN "contact_eyebrow";
  ALTER TABLE "service_desk_page" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "service_desk_page" DROP COLUMN "hero_title";
  ALTER TABLE "service_desk_page" DROP COLUMN "hero_cta";
  ALTER TABLE "service_desk_page" DROP COLUMN "hero_secondary_cta";
  ALTER TABLE "service_desk_page" DROP COLUMN "panels_eyebrow";
  ALTER TABLE "service_desk_page" DROP COLUMN "plans_section_eyebrow";
  ALTER TABLE "service_desk_page" DROP COLUMN "plans_section_title";
  ALTER TABLE "service_desk_page" DROP COLUMN "contact_eyebrow";
  ALTER TABLE "service_desk_page" DROP COLUMN "contact_cta";
  ALTER TABLE "libras_page" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "libras_page" DROP COLUMN "hero_title";
  ALTER TABLE "libras_page" DROP COLUMN "hero_quote_cta";
  ALTER TABLE "libras_page" DROP COLUMN "hero_whatsapp_cta";
  ALTER TABLE "libras_page" DROP COLUMN "headings_story_eyebrow";
  ALTER TABLE "libras_page" DROP COLUMN "headings_story_title";
  ALTER TABLE "libras_page" DROP COLUMN "headings_reasons_eyebrow";
  ALTER TABLE "libras_page" DROP COLUMN "headings_reasons_title";
  ALTER TABLE "libras_page" DROP COLUMN "headings_formats_eyebrow";
  ALTER TABLE "libras_page" DROP COLUMN "headings_formats_title";
  ALTER TABLE "libras_page" DROP COLUMN "headings_steps_eyebrow";
  ALTER TABLE "libras_page" DROP COLUMN "headings_steps_title";
  ALTER TABLE "libras_page" DROP COLUMN "headings_team_eyebrow";
  ALTER TABLE "libras_page" DROP COLUMN "headings_team_title";
  ALTER TABLE "libras_page" DROP COLUMN "headings_quote_eyebrow";
  ALTER TABLE "libras_page" DROP COLUMN "headings_quote_title";
  ALTER TABLE "libras_page" DROP COLUMN "headings_quote_lead";
  ALTER TABLE "libras_page" DROP COLUMN "headings_compliance_eyebrow";
  ALTER TABLE "libras_page" DROP COLUMN "headings_compliance_title";
  ALTER TABLE "email_page" DROP COLUMN "contact_eyebrow";
  ALTER TABLE "courses_page" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "courses_page" DROP COLUMN "hero_title";
  ALTER TABLE "courses_page" DROP COLUMN "hero_description";
  ALTER TABLE "courses_page" DROP COLUMN "hero_summary";
  ALTER TABLE "courses_page" DROP COLUMN "hero_channel_cta";
  ALTER TABLE "courses_page" DROP COLUMN "hero_videos_cta";
  ALTER TABLE "courses_page" DROP COLUMN "headings_modules_eyebrow";
  ALTER TABLE "courses_page" DROP COLUMN "headings_modules_title";
  ALTER TABLE "courses_page" DROP COLUMN "headings_modules_lead";
  ALTER TABLE "courses_page" DROP COLUMN "headings_videos_eyebrow";
  ALTER TABLE "courses_page" DROP COLUMN "headings_videos_title";
  ALTER TABLE "courses_page" DROP COLUMN "headings_videos_lead";
  ALTER TABLE "courses_page" DROP COLUMN "headings_faq_eyebrow";
  ALTER TABLE "courses_page" DROP COLUMN "headings_faq_title";
  ALTER TABLE "courses_page" DROP COLUMN "headings_channel_eyebrow";
  ALTER TABLE "courses_page" DROP COLUMN "headings_channel_title";
  ALTER TABLE "courses_page" DROP COLUMN "headings_channel_lead";`)
}
