import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`libras_page_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`libras_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`libras_page_reasons_order_idx\` ON \`libras_page_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`libras_page_reasons_parent_id_idx\` ON \`libras_page_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`libras_page_formats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`libras_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`libras_page_formats_order_idx\` ON \`libras_page_formats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`libras_page_formats_parent_id_idx\` ON \`libras_page_formats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`libras_page_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`libras_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`libras_page_steps_order_idx\` ON \`libras_page_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`libras_page_steps_parent_id_idx\` ON \`libras_page_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`libras_page_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`initials\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`libras_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`libras_page_team_order_idx\` ON \`libras_page_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`libras_page_team_parent_id_idx\` ON \`libras_page_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`libras_page_compliance\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`libras_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`libras_page_compliance_order_idx\` ON \`libras_page_compliance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`libras_page_compliance_parent_id_idx\` ON \`libras_page_compliance\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`libras_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`libras_page_reasons\`;`)
  await db.run(sql`DROP TABLE \`libras_page_formats\`;`)
  await db.run(sql`DROP TABLE \`libras_page_steps\`;`)
  await db.run(sql`DROP TABLE \`libras_page_team\`;`)
  await db.run(sql`DROP TABLE \`libras_page_compliance\`;`)
  await db.run(sql`DROP TABLE \`libras_page\`;`)
}
