import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`courses_page_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`video\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_page_modules_order_idx\` ON \`courses_page_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_page_modules_parent_id_idx\` ON \`courses_page_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_page_categories_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`youtube\` text,
  	\`duration\` text NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`thumbnail_id\` integer,
  	\`slug\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_page_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_page_categories_videos_order_idx\` ON \`courses_page_categories_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_page_categories_videos_parent_id_idx\` ON \`courses_page_categories_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_page_categories_videos_thumbnail_idx\` ON \`courses_page_categories_videos\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_page_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`color\` text DEFAULT 'brand' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_page_categories_order_idx\` ON \`courses_page_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_page_categories_parent_id_idx\` ON \`courses_page_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_page_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_page_faq_order_idx\` ON \`courses_page_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_page_faq_parent_id_idx\` ON \`courses_page_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`courses_page_modules\`;`)
  await db.run(sql`DROP TABLE \`courses_page_categories_videos\`;`)
  await db.run(sql`DROP TABLE \`courses_page_categories\`;`)
  await db.run(sql`DROP TABLE \`courses_page_faq\`;`)
  await db.run(sql`DROP TABLE \`courses_page\`;`)
}
