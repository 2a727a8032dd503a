import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Required texts added to globals that already have their row: empty until the seed's 'copy' items fill
// them with today's copy (an empty text reads as today's copy meanwhile).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`chat_page_connection_options_pros\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat_page_connection_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_page_connection_options_pros_order_idx\` ON \`chat_page_connection_options_pros\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_page_connection_options_pros_parent_id_idx\` ON \`chat_page_connection_options_pros\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`chat_page_connection_options_cons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat_page_connection_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_page_connection_options_cons_order_idx\` ON \`chat_page_connection_options_cons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_page_connection_options_cons_parent_id_idx\` ON \`chat_page_connection_options_cons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`chat_page_connection_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`badge\` text NOT NULL,
  	\`recommended\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_page_connection_options_order_idx\` ON \`chat_page_connection_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_page_connection_options_parent_id_idx\` ON \`chat_page_connection_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`chat_page_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_page_features_items_order_idx\` ON \`chat_page_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_page_features_items_parent_id_idx\` ON \`chat_page_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`chat_page_integrations_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat_page_integrations_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_page_integrations_groups_items_order_idx\` ON \`chat_page_integrations_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_page_integrations_groups_items_parent_id_idx\` ON \`chat_page_integrations_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`chat_page_integrations_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_page_integrations_groups_order_idx\` ON \`chat_page_integrations_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_page_integrations_groups_parent_id_idx\` ON \`chat_page_integrations_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`email_page_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`email_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`email_page_features_items_order_idx\` ON \`email_page_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`email_page_features_items_parent_id_idx\` ON \`email_page_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`email_page_setup_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`email_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`email_page_setup_cards_order_idx\` ON \`email_page_setup_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`email_page_setup_cards_parent_id_idx\` ON \`email_page_setup_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`email_page_setup_settings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`term\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`email_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`email_page_setup_settings_order_idx\` ON \`email_page_setup_settings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`email_page_setup_settings_parent_id_idx\` ON \`email_page_setup_settings\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`hero_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`hero_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`hero_lead\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`hero_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`hero_secondary_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`connection_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`connection_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`connection_lead\` text;`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`features_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`features_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`features_lead\` text;`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`integrations_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`integrations_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`integrations_lead\` text;`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`integrations_integration_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`integrations_training_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`integrations_specialist_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`plans_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`plans_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`plans_section_lead\` text;`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`contact_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`contact_lead\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`chat_page\` ADD \`contact_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`hero_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`hero_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`hero_lead\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`hero_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`hero_secondary_cta\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`features_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`features_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`features_lead\` text;`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`setup_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`setup_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`setup_lead\` text;`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`setup_settings_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`plan_section_eyebrow\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`plan_section_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`plan_section_lead\` text;`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`offer_description\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`contact_title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`contact_lead\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`email_page\` ADD \`contact_cta\` text NOT NULL DEFAULT '';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`chat_page_connection_options_pros\`;`)
  await db.run(sql`DROP TABLE \`chat_page_connection_options_cons\`;`)
  await db.run(sql`DROP TABLE \`chat_page_connection_options\`;`)
  await db.run(sql`DROP TABLE \`chat_page_features_items\`;`)
  await db.run(sql`DROP TABLE \`chat_page_integrations_groups_items\`;`)
  await db.run(sql`DROP TABLE \`chat_page_integrations_groups\`;`)
  await db.run(sql`DROP TABLE \`email_page_features_items\`;`)
  await db.run(sql`DROP TABLE \`email_page_setup_cards\`;`)
  await db.run(sql`DROP TABLE \`email_page_setup_settings\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`hero_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`hero_title\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`hero_lead\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`hero_cta\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`hero_secondary_cta\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`connection_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`connection_title\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`connection_lead\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`features_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`features_title\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`features_lead\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`integrations_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`integrations_title\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`integrations_lead\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`integrations_integration_cta\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`integrations_training_cta\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`integrations_specialist_cta\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`plans_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`plans_section_title\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`plans_section_lead\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`contact_title\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`contact_lead\`;`)
  await db.run(sql`ALTER TABLE \`chat_page\` DROP COLUMN \`contact_cta\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`hero_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`hero_title\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`hero_lead\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`hero_cta\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`hero_secondary_cta\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`features_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`features_title\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`features_lead\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`setup_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`setup_title\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`setup_lead\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`setup_settings_title\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`plan_section_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`plan_section_title\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`plan_section_lead\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`offer_description\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`contact_title\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`contact_lead\`;`)
  await db.run(sql`ALTER TABLE \`email_page\` DROP COLUMN \`contact_cta\`;`)
}
