import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`cases_id\` integer,
  	\`store_templates_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`store_templates_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_posts_id_idx\` ON \`redirects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_cases_id_idx\` ON \`redirects_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_store_templates_id_idx\` ON \`redirects_rels\` (\`store_templates_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`cases_meta_meta_image_idx\` ON \`cases\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_meta_version_meta_image_idx\` ON \`_cases_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`store_templates\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`store_templates\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`store_templates\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`store_templates\` ADD \`meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`store_templates_meta_meta_image_idx\` ON \`store_templates\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_store_templates_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_store_templates_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_store_templates_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_store_templates_v\` ADD \`version_meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_store_templates_v_version_meta_version_meta_image_idx\` ON \`_store_templates_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refunded_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`proximo_contato\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notas_internas\` text;`)
  await db.run(sql`CREATE INDEX \`leads_responsavel_idx\` ON \`leads\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_proximo_contato_idx\` ON \`leads\` (\`proximo_contato\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "excerpt", "content", "cover_image_id", "category", "author", "date", "reading_time_manual", "reading_time", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "excerpt", "content", "cover_image_id", "category", "author", "date", "reading_time_manual", "reading_time", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_cover_image_idx\` ON \`posts\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_idx\` ON \`posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
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
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_content", "version_cover_image_id", "version_category", "version_author", "version_date", "version_reading_time_manual", "version_reading_time", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_content", "version_cover_image_id", "version_category", "version_author", "version_date", "version_reading_time_manual", "version_reading_time", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
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
  await db.run(sql`INSERT INTO \`__new_cases\`("id", "title", "slug", "client", "excerpt", "cover_image_id", "category", "date", "challenge", "solution", "results", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "client", "excerpt", "cover_image_id", "category", "date", "challenge", "solution", "results", "updated_at", "created_at", "_status" FROM \`cases\`;`)
  await db.run(sql`DROP TABLE \`cases\`;`)
  await db.run(sql`ALTER TABLE \`__new_cases\` RENAME TO \`cases\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cases_slug_idx\` ON \`cases\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cases_cover_image_idx\` ON \`cases\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_updated_at_idx\` ON \`cases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cases_created_at_idx\` ON \`cases\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cases__status_idx\` ON \`cases\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__cases_v\` (
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
  await db.run(sql`INSERT INTO \`__new__cases_v\`("id", "parent_id", "version_title", "version_slug", "version_client", "version_excerpt", "version_cover_image_id", "version_category", "version_date", "version_challenge", "version_solution", "version_results", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_client", "version_excerpt", "version_cover_image_id", "version_category", "version_date", "version_challenge", "version_solution", "version_results", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_cases_v\`;`)
  await db.run(sql`DROP TABLE \`_cases_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__cases_v\` RENAME TO \`_cases_v\`;`)
  await db.run(sql`CREATE INDEX \`_cases_v_parent_idx\` ON \`_cases_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_slug_idx\` ON \`_cases_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_cover_image_idx\` ON \`_cases_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_updated_at_idx\` ON \`_cases_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_created_at_idx\` ON \`_cases_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version__status_idx\` ON \`_cases_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_created_at_idx\` ON \`_cases_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_updated_at_idx\` ON \`_cases_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_latest_idx\` ON \`_cases_v\` (\`latest\`);`)
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
  await db.run(sql`INSERT INTO \`__new_store_templates\`("id", "title", "slug", "description", "category", "difficulty", "price", "original_price", "pages", "cover_id", "demo_url", "content", "deliverable_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "description", "category", "difficulty", "price", "original_price", "pages", "cover_id", "demo_url", "content", "deliverable_id", "updated_at", "created_at", "_status" FROM \`store_templates\`;`)
  await db.run(sql`DROP TABLE \`store_templates\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_templates\` RENAME TO \`store_templates\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`store_templates_slug_idx\` ON \`store_templates\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_category_idx\` ON \`store_templates\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_cover_idx\` ON \`store_templates\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_deliverable_idx\` ON \`store_templates\` (\`deliverable_id\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_updated_at_idx\` ON \`store_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`store_templates_created_at_idx\` ON \`store_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`store_templates__status_idx\` ON \`store_templates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__store_templates_v\` (
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
  await db.run(sql`INSERT INTO \`__new__store_templates_v\`("id", "parent_id", "version_title", "version_slug", "version_description", "version_category", "version_difficulty", "version_price", "version_original_price", "version_pages", "version_cover_id", "version_demo_url", "version_content", "version_deliverable_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_description", "version_category", "version_difficulty", "version_price", "version_original_price", "version_pages", "version_cover_id", "version_demo_url", "version_content", "version_deliverable_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_store_templates_v\`;`)
  await db.run(sql`DROP TABLE \`_store_templates_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__store_templates_v\` RENAME TO \`_store_templates_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'novo' NOT NULL,
  	\`servico\` text DEFAULT 'libras' NOT NULL,
  	\`pagina_origem\` text,
  	\`nome\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`telefone\` text,
  	\`empresa\` text,
  	\`tipo_servico\` text,
  	\`data_evento\` text,
  	\`local\` text,
  	\`tamanho_publico\` numeric,
  	\`duracao\` text,
  	\`link_video\` text,
  	\`descricao\` text,
  	\`consentimento_texto\` text NOT NULL,
  	\`consentimento_versao\` text NOT NULL,
  	\`consentimento_em\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "servico", "pagina_origem", "nome", "email", "telefone", "empresa", "tipo_servico", "data_evento", "local", "tamanho_publico", "duracao", "link_video", "descricao", "consentimento_texto", "consentimento_versao", "consentimento_em", "updated_at", "created_at") SELECT "id", "status", "servico", "pagina_origem", "nome", "email", "telefone", "empresa", "tipo_servico", "data_evento", "local", "tamanho_publico", "duracao", "link_video", "descricao", "consentimento_texto", "consentimento_versao", "consentimento_em", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
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
  	\`webhook_events_id\` integer,
  	\`leads_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`media_id\` integer,
  	\`outbox_id\` integer,
  	\`users_id\` integer,
  	\`rate_limit_counters_id\` integer,
  	\`cache_invalidations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_templates_id\`) REFERENCES \`page_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`store_templates_id\`) REFERENCES \`store_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`store_deliverables_id\`) REFERENCES \`store_deliverables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_events_id\`) REFERENCES \`webhook_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limit_counters_id\`) REFERENCES \`rate_limit_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_invalidations_id\`) REFERENCES \`cache_invalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "cases_id", "testimonials_id", "page_templates_id", "store_templates_id", "store_deliverables_id", "orders_id", "webhook_events_id", "leads_id", "newsletter_subscribers_id", "media_id", "outbox_id", "users_id", "rate_limit_counters_id", "cache_invalidations_id") SELECT "id", "order", "parent_id", "path", "posts_id", "cases_id", "testimonials_id", "page_templates_id", "store_templates_id", "store_deliverables_id", "orders_id", "webhook_events_id", "leads_id", "newsletter_subscribers_id", "media_id", "outbox_id", "users_id", "rate_limit_counters_id", "cache_invalidations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_events_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limit_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limit_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_invalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_invalidations_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refunded_at\`;`)
}
