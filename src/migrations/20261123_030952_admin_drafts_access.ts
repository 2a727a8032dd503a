import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Drafts, versions and scheduled publishing for posts, cases and store templates (version tables, the
 * jobs queue, `_status`; required columns become nullable because a draft may be incomplete). Existing
 * posts and cases were public, so they become published; a store template's `published` checkbox
 * becomes `_status` (checked: published, unchecked: draft). Newsletter subscribers gain the consent
 * version, the unsubscribe token and date; media gain AVIF sizes.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // One rebuild block with foreign keys off: with them on, dropping a rebuilt table would cascade to its
  // children (tags, galleries, metrics, locked documents) and null the orders' template.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_cover_image_id\` integer,
  	\`version_category\` text,
  	\`version_author\` text,
  	\`version_date\` text,
  	\`version_reading_time_manual\` integer DEFAULT false,
  	\`version_reading_time\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_cover_image_idx\` ON \`_posts_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_date_idx\` ON \`_posts_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cases_v_version_metrics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cases_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cases_v_version_metrics_order_idx\` ON \`_cases_v_version_metrics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_metrics_parent_id_idx\` ON \`_cases_v_version_metrics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cases_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_client\` text,
  	\`version_excerpt\` text,
  	\`version_cover_image_id\` integer,
  	\`version_category\` text,
  	\`version_date\` text,
  	\`version_challenge\` text,
  	\`version_solution\` text,
  	\`version_results\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cases_v_parent_idx\` ON \`_cases_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_slug_idx\` ON \`_cases_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_cover_image_idx\` ON \`_cases_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_updated_at_idx\` ON \`_cases_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_created_at_idx\` ON \`_cases_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version__status_idx\` ON \`_cases_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_created_at_idx\` ON \`_cases_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_updated_at_idx\` ON \`_cases_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_latest_idx\` ON \`_cases_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cases_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_cases_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cases_v_texts_order_parent\` ON \`_cases_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cases_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_cases_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_order_idx\` ON \`_cases_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_parent_idx\` ON \`_cases_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_path_idx\` ON \`_cases_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_rels_media_id_idx\` ON \`_cases_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_store_templates_v_version_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_store_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_tags_order_idx\` ON \`_store_templates_v_version_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_tags_parent_id_idx\` ON \`_store_templates_v_version_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_store_templates_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_store_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_features_order_idx\` ON \`_store_templates_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_features_parent_id_idx\` ON \`_store_templates_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_store_templates_v_version_includes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_store_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_includes_order_idx\` ON \`_store_templates_v_version_includes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_includes_parent_id_idx\` ON \`_store_templates_v_version_includes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_store_templates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_category\` text,
  	\`version_difficulty\` text DEFAULT 'Iniciante',
  	\`version_price\` numeric,
  	\`version_original_price\` numeric,
  	\`version_pages\` numeric DEFAULT 1,
  	\`version_cover_id\` integer,
  	\`version_demo_url\` text,
  	\`version_content\` text,
  	\`version_deliverable_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_deliverable_id\`) REFERENCES \`store_deliverables\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_store_templates_v_parent_idx\` ON \`_store_templates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_version_slug_idx\` ON \`_store_templates_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_version_category_idx\` ON \`_store_templates_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_version_cover_idx\` ON \`_store_templates_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_version_deliverable_idx\` ON \`_store_templates_v\` (\`version_deliverable_id\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_version_updated_at_idx\` ON \`_store_templates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_version_created_at_idx\` ON \`_store_templates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_version__status_idx\` ON \`_store_templates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_created_at_idx\` ON \`_store_templates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_updated_at_idx\` ON \`_store_templates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_latest_idx\` ON \`_store_templates_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_store_templates_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_store_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_store_templates_v_rels_order_idx\` ON \`_store_templates_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_rels_parent_idx\` ON \`_store_templates_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_rels_path_idx\` ON \`_store_templates_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_rels_media_id_idx\` ON \`_store_templates_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`cover_image_id\` integer,
  	\`category\` text,
  	\`author\` text,
  	\`date\` text,
  	\`reading_time_manual\` integer DEFAULT false,
  	\`reading_time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "excerpt", "content", "cover_image_id", "category", "author", "date", "reading_time_manual", "reading_time", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "excerpt", "content", "cover_image_id", "category", "author", "date", "reading_time_manual", "reading_time", "updated_at", "created_at", 'published' FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_cover_image_idx\` ON \`posts\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_idx\` ON \`posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_cases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`client\` text,
  	\`excerpt\` text,
  	\`cover_image_id\` integer,
  	\`category\` text,
  	\`date\` text,
  	\`challenge\` text,
  	\`solution\` text,
  	\`results\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cases\`("id", "title", "slug", "client", "excerpt", "cover_image_id", "category", "date", "challenge", "solution", "results", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "client", "excerpt", "cover_image_id", "category", "date", "challenge", "solution", "results", "updated_at", "created_at", 'published' FROM \`cases\`;`)
  await db.run(sql`DROP TABLE \`cases\`;`)
  await db.run(sql`ALTER TABLE \`__new_cases\` RENAME TO \`cases\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cases_slug_idx\` ON \`cases\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cases_cover_image_idx\` ON \`cases\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_updated_at_idx\` ON \`cases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cases_created_at_idx\` ON \`cases\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cases__status_idx\` ON \`cases\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_store_templates_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_templates_tags\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`store_templates_tags\`;`)
  await db.run(sql`DROP TABLE \`store_templates_tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates_tags\` RENAME TO \`store_templates_tags\`;`)
  await db.run(sql`CREATE INDEX \`store_templates_tags_order_idx\` ON \`store_templates_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_tags_parent_id_idx\` ON \`store_templates_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_store_templates_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_templates_features\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`store_templates_features\`;`)
  await db.run(sql`DROP TABLE \`store_templates_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates_features\` RENAME TO \`store_templates_features\`;`)
  await db.run(sql`CREATE INDEX \`store_templates_features_order_idx\` ON \`store_templates_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_features_parent_id_idx\` ON \`store_templates_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_store_templates_includes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_templates_includes\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`store_templates_includes\`;`)
  await db.run(sql`DROP TABLE \`store_templates_includes\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates_includes\` RENAME TO \`store_templates_includes\`;`)
  await db.run(sql`CREATE INDEX \`store_templates_includes_order_idx\` ON \`store_templates_includes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_includes_parent_id_idx\` ON \`store_templates_includes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_store_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`category\` text,
  	\`difficulty\` text DEFAULT 'Iniciante',
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`pages\` numeric DEFAULT 1,
  	\`cover_id\` integer,
  	\`demo_url\` text,
  	\`content\` text,
  	\`deliverable_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`deliverable_id\`) REFERENCES \`store_deliverables\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_templates\`("id", "title", "slug", "description", "category", "difficulty", "price", "original_price", "pages", "cover_id", "demo_url", "content", "deliverable_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "description", "category", "difficulty", "price", "original_price", "pages", "cover_id", "demo_url", "content", "deliverable_id", "updated_at", "created_at", CASE WHEN "published" THEN 'published' ELSE 'draft' END FROM \`store_templates\`;`)
  await db.run(sql`DROP TABLE \`store_templates\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates\` RENAME TO \`store_templates\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`store_templates_slug_idx\` ON \`store_templates\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_category_idx\` ON \`store_templates\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_cover_idx\` ON \`store_templates\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_deliverable_idx\` ON \`store_templates\` (\`deliverable_id\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_updated_at_idx\` ON \`store_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_created_at_idx\` ON \`store_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`store_templates__status_idx\` ON \`store_templates\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`consent_version\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`unsubscribed_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`unsubscribe_token\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_unsubscribed_at_idx\` ON \`newsletter_subscribers\` (\`unsubscribed_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_unsubscribe_token_idx\` ON \`newsletter_subscribers\` (\`unsubscribe_token\`);`)
  // Subscribers from before the unsubscribe link get their token now (64 hex characters, URL-safe).
  await db.run(sql`UPDATE \`newsletter_subscribers\` SET \`unsubscribe_token\` = lower(hex(randomblob(32))) WHERE \`unsubscribe_token\` IS NULL;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_avif_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_cover_avif_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_cover_avif_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_cover_avif_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_cover_avif_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_cover_avif_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_cover_avif_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_avif_sizes_card_avif_filename_idx\` ON \`media\` (\`sizes_card_avif_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_cover_avif_sizes_cover_avif_filename_idx\` ON \`media\` (\`sizes_cover_avif_filename\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // One rebuild block with foreign keys off: with them on, dropping a rebuilt table would cascade to its
  // children (tags, galleries, metrics, locked documents) and null the orders' template.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_cases_v_version_metrics\`;`)
  await db.run(sql`DROP TABLE \`_cases_v\`;`)
  await db.run(sql`DROP TABLE \`_cases_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_cases_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_store_templates_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_store_templates_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_store_templates_v_version_includes\`;`)
  await db.run(sql`DROP TABLE \`_store_templates_v\`;`)
  await db.run(sql`DROP TABLE \`_store_templates_v_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`excerpt\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`cover_image_id\` integer NOT NULL,
  	\`category\` text NOT NULL,
  	\`author\` text,
  	\`date\` text NOT NULL,
  	\`reading_time_manual\` integer DEFAULT false,
  	\`reading_time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "excerpt", "content", "cover_image_id", "category", "author", "date", "reading_time_manual", "reading_time", "updated_at", "created_at") SELECT "id", "title", "slug", "excerpt", "content", "cover_image_id", "category", "author", "date", "reading_time_manual", "reading_time", "updated_at", "created_at" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_cover_image_idx\` ON \`posts\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_idx\` ON \`posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_cases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`client\` text NOT NULL,
  	\`excerpt\` text NOT NULL,
  	\`cover_image_id\` integer NOT NULL,
  	\`category\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`challenge\` text NOT NULL,
  	\`solution\` text NOT NULL,
  	\`results\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cases\`("id", "title", "slug", "client", "excerpt", "cover_image_id", "category", "date", "challenge", "solution", "results", "updated_at", "created_at") SELECT "id", "title", "slug", "client", "excerpt", "cover_image_id", "category", "date", "challenge", "solution", "results", "updated_at", "created_at" FROM \`cases\`;`)
  await db.run(sql`DROP TABLE \`cases\`;`)
  await db.run(sql`ALTER TABLE \`__new_cases\` RENAME TO \`cases\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cases_slug_idx\` ON \`cases\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cases_cover_image_idx\` ON \`cases\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_updated_at_idx\` ON \`cases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cases_created_at_idx\` ON \`cases\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_store_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`description\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`difficulty\` text DEFAULT 'Iniciante' NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`original_price\` numeric,
  	\`pages\` numeric DEFAULT 1 NOT NULL,
  	\`cover_id\` integer NOT NULL,
  	\`demo_url\` text NOT NULL,
  	\`content\` text,
  	\`deliverable_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`deliverable_id\`) REFERENCES \`store_deliverables\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_templates\`("id", "title", "slug", "published", "description", "category", "difficulty", "price", "original_price", "pages", "cover_id", "demo_url", "content", "deliverable_id", "updated_at", "created_at") SELECT "id", "title", "slug", CASE WHEN "_status" = 'published' THEN 1 ELSE 0 END, "description", "category", "difficulty", "price", "original_price", "pages", "cover_id", "demo_url", "content", "deliverable_id", "updated_at", "created_at" FROM \`store_templates\`;`)
  await db.run(sql`DROP TABLE \`store_templates\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates\` RENAME TO \`store_templates\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`store_templates_slug_idx\` ON \`store_templates\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_category_idx\` ON \`store_templates\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_cover_idx\` ON \`store_templates\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_deliverable_idx\` ON \`store_templates\` (\`deliverable_id\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_updated_at_idx\` ON \`store_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_created_at_idx\` ON \`store_templates\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_unsubscribed_at_idx\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_unsubscribe_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`consent_version\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`unsubscribed_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`unsubscribe_token\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_card_avif_sizes_card_avif_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_cover_avif_sizes_cover_avif_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_avif_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_cover_avif_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_cover_avif_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_cover_avif_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_cover_avif_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_cover_avif_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_cover_avif_filename\`;`)
  await db.run(sql`CREATE TABLE \`__new_store_templates_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_templates_tags\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`store_templates_tags\`;`)
  await db.run(sql`DROP TABLE \`store_templates_tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates_tags\` RENAME TO \`store_templates_tags\`;`)
  await db.run(sql`CREATE INDEX \`store_templates_tags_order_idx\` ON \`store_templates_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_tags_parent_id_idx\` ON \`store_templates_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_store_templates_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_templates_features\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`store_templates_features\`;`)
  await db.run(sql`DROP TABLE \`store_templates_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates_features\` RENAME TO \`store_templates_features\`;`)
  await db.run(sql`CREATE INDEX \`store_templates_features_order_idx\` ON \`store_templates_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_features_parent_id_idx\` ON \`store_templates_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_store_templates_includes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_templates_includes\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`store_templates_includes\`;`)
  await db.run(sql`DROP TABLE \`store_templates_includes\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates_includes\` RENAME TO \`store_templates_includes\`;`)
  await db.run(sql`CREATE INDEX \`store_templates_includes_order_idx\` ON \`store_templates_includes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_includes_parent_id_idx\` ON \`store_templates_includes\` (\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
