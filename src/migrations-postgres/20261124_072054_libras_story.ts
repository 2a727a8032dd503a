import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The Libras page's story block (project, founder, audio description), until now in the page's code (issue 11).
// Required texts added to a global that already has its row: empty until the seed's 'page:libras:story' item
// fills them with today's copy (an empty text reads as today's copy meanwhile).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "libras_page" ADD COLUMN "story_project_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "libras_page" ADD COLUMN "story_project_text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "libras_page" ADD COLUMN "story_founder_name" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "libras_page" ADD COLUMN "story_founder_text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "libras_page" ADD COLUMN "story_explainer_title" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "libras_page" ADD COLUMN "story_explainer_text" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "libras_page" ADD COLUMN "story_project_image_alt" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "libras_page" ADD COLUMN "story_founder_image_alt" varchar DEFAULT '' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "libras_page" DROP COLUMN "story_project_title";
  ALTER TABLE "libras_page" DROP COLUMN "story_project_text";
  ALTER TABLE "libras_page" DROP COLUMN "story_founder_name";
  ALTER TABLE "libras_page" DROP COLUMN "story_founder_text";
  ALTER TABLE "libras_page" DROP COLUMN "story_explainer_title";
  ALTER TABLE "libras_page" DROP COLUMN "story_explainer_text";
  ALTER TABLE "libras_page" DROP COLUMN "story_project_image_alt";
  ALTER TABLE "libras_page" DROP COLUMN "story_founder_image_alt";`)
}
