import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_page_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_values_order_idx\` ON \`home_page_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_values_parent_id_idx\` ON \`home_page_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_services_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_services_features_order_idx\` ON \`home_page_services_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_services_features_parent_id_idx\` ON \`home_page_services_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	\`color\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_services_order_idx\` ON \`home_page_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_services_parent_id_idx\` ON \`home_page_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_contact_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_contact_points_order_idx\` ON \`home_page_contact_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_contact_points_parent_id_idx\` ON \`home_page_contact_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_footer_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_footer_navigation_order_idx\` ON \`site_footer_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_footer_navigation_parent_id_idx\` ON \`site_footer_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_footer_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_footer_services_order_idx\` ON \`site_footer_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_footer_services_parent_id_idx\` ON \`site_footer_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tagline\` text NOT NULL,
  	\`newsletter_text\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_page_values\`;`)
  await db.run(sql`DROP TABLE \`home_page_services_features\`;`)
  await db.run(sql`DROP TABLE \`home_page_services\`;`)
  await db.run(sql`DROP TABLE \`home_page_contact_points\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`site_footer_navigation\`;`)
  await db.run(sql`DROP TABLE \`site_footer_services\`;`)
  await db.run(sql`DROP TABLE \`site_footer\`;`)
}
