import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The Libras page's story block (project, founder, audio description), until now in the page's code (issue 11).
// Required texts added to a global that already has its row: empty until the seed's 'page:libras:story' item
// fills them with today's copy (an empty text reads as today's copy meanwhile).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`libras_page\` ADD \`story_project_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`libras_page\` ADD \`story_project_text\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`libras_page\` ADD \`story_founder_name\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`libras_page\` ADD \`story_founder_text\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`libras_page\` ADD \`story_explainer_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`libras_page\` ADD \`story_explainer_text\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`libras_page\` ADD \`story_project_image_alt\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`libras_page\` ADD \`story_founder_image_alt\` text NOT NULL DEFAULT '';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`libras_page\` DROP COLUMN \`story_project_title\`;`)
  await db.run(sql`ALTER TABLE \`libras_page\` DROP COLUMN \`story_project_text\`;`)
  await db.run(sql`ALTER TABLE \`libras_page\` DROP COLUMN \`story_founder_name\`;`)
  await db.run(sql`ALTER TABLE \`libras_page\` DROP COLUMN \`story_founder_text\`;`)
  await db.run(sql`ALTER TABLE \`libras_page\` DROP COLUMN \`story_explainer_title\`;`)
  await db.run(sql`ALTER TABLE \`libras_page\` DROP COLUMN \`story_explainer_text\`;`)
  await db.run(sql`ALTER TABLE \`libras_page\` DROP COLUMN \`story_project_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`libras_page\` DROP COLUMN \`story_founder_image_alt\`;`)
}
