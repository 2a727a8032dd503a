import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_seo\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_no_index\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_seo_path_idx\` ON \`page_seo\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_meta_meta_image_idx\` ON \`page_seo\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_updated_at_idx\` ON \`page_seo\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_created_at_idx\` ON \`page_seo\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`service_desk_page_panels_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_desk_page_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_desk_page_panels_points_order_idx\` ON \`service_desk_page_panels_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_desk_page_panels_points_parent_id_idx\` ON \`service_desk_page_panels_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_desk_page_panels_board_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_desk_page_panels_board\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_desk_page_panels_board_cards_order_idx\` ON \`service_desk_page_panels_board_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_desk_page_panels_board_cards_parent_id_idx\` ON \`service_desk_page_panels_board_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_desk_page_panels_board\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`column\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_desk_page_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_desk_page_panels_board_order_idx\` ON \`service_desk_page_panels_board\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_desk_page_panels_board_parent_id_idx\` ON \`service_desk_page_panels_board\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_desk_page_panels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_desk_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_desk_page_panels_order_idx\` ON \`service_desk_page_panels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_desk_page_panels_parent_id_idx\` ON \`service_desk_page_panels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_desk_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text NOT NULL,
  	\`panels_title\` text NOT NULL,
  	\`panels_lead\` text NOT NULL,
  	\`contact_title\` text NOT NULL,
  	\`contact_lead\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`cases_page_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cases_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cases_page_stats_order_idx\` ON \`cases_page_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cases_page_stats_parent_id_idx\` ON \`cases_page_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cases_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text NOT NULL,
  	\`cta_title\` text NOT NULL,
  	\`cta_text\` text NOT NULL,
  	\`cta_button\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_seo_id\` integer REFERENCES page_seo(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_seo_id_idx\` ON \`payload_locked_documents_rels\` (\`page_seo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_seo\`;`)
  await db.run(sql`DROP TABLE \`service_desk_page_panels_points\`;`)
  await db.run(sql`DROP TABLE \`service_desk_page_panels_board_cards\`;`)
  await db.run(sql`DROP TABLE \`service_desk_page_panels_board\`;`)
  await db.run(sql`DROP TABLE \`service_desk_page_panels\`;`)
  await db.run(sql`DROP TABLE \`service_desk_page\`;`)
  await db.run(sql`DROP TABLE \`cases_page_stats\`;`)
  await db.run(sql`DROP TABLE \`cases_page\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`cases_id\` integer,
  	\`testimonials_id\` integer,
  	\`page_templates_id\` integer,
  	\`store_templates_id\` integer,
  	\`store_deliverables_id\` integer,
  	\`orders_id\` integer,
  	\`coupons_id\` integer,
  	\`webhook_events_id\` integer,
  	\`leads_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`media_id\` integer,
  	\`outbox_id\` integer,
  	\`users_id\` integer,
  	\`data_deletions_id\` integer,
  	\`rate_limit_counters_id\` integer,
  	\`cache_invalidations_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_templates_id\`) REFERENCES \`page_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`store_templates_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`store_deliverables_id\`) REFERENCES \`store_deliverables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_events_id\`) REFERENCES \`webhook_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_deletions_id\`) REFERENCES \`data_deletions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limit_counters_id\`) REFERENCES \`rate_limit_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_invalidations_id\`) REFERENCES \`cache_invalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "cases_id", "testimonials_id", "page_templates_id", "store_templates_id", "store_deliverables_id", "orders_id", "coupons_id", "webhook_events_id", "leads_id", "newsletter_subscribers_id", "media_id", "outbox_id", "users_id", "data_deletions_id", "rate_limit_counters_id", "cache_invalidations_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "posts_id", "cases_id", "testimonials_id", "page_templates_id", "store_templates_id", "store_deliverables_id", "orders_id", "coupons_id", "webhook_events_id", "leads_id", "newsletter_subscribers_id", "media_id", "outbox_id", "users_id", "data_deletions_id", "rate_limit_counters_id", "cache_invalidations_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`page_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_store_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`store_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_store_deliverables_id_idx\` ON \`payload_locked_documents_rels\` (\`store_deliverables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_events_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_deletions_id_idx\` ON \`payload_locked_documents_rels\` (\`data_deletions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limit_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limit_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_invalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_invalidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
