import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`promotions_page_promotions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text NOT NULL,
  	\`percent\` numeric,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`cta\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`promotions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promotions_page_promotions_order_idx\` ON \`promotions_page_promotions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`promotions_page_promotions_parent_id_idx\` ON \`promotions_page_promotions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promotions_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text NOT NULL,
  	\`banner_text\` text NOT NULL,
  	\`banner_link\` text NOT NULL,
  	\`footnote\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`chat_page_plan_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_page_plan_items_order_idx\` ON \`chat_page_plan_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_page_plan_items_parent_id_idx\` ON \`chat_page_plan_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`chat_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_price\` numeric NOT NULL,
  	\`min_users\` numeric NOT NULL,
  	\`plan_title\` text NOT NULL,
  	\`plan_period\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`email_page_plan_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`email_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`email_page_plan_items_order_idx\` ON \`email_page_plan_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`email_page_plan_items_parent_id_idx\` ON \`email_page_plan_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`email_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pack_price\` numeric NOT NULL,
  	\`plan_title\` text NOT NULL,
  	\`plan_period\` text NOT NULL,
  	\`plan_note\` text,
  	\`plan_cta\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`promotions_page_promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions_page\`;`)
  await db.run(sql`DROP TABLE \`chat_page_plan_items\`;`)
  await db.run(sql`DROP TABLE \`chat_page\`;`)
  await db.run(sql`DROP TABLE \`email_page_plan_items\`;`)
  await db.run(sql`DROP TABLE \`email_page\`;`)
}
