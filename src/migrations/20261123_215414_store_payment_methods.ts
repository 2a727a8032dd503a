import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_payment_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_payment_methods_order_idx\` ON \`site_settings_payment_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_payment_methods_parent_idx\` ON \`site_settings_payment_methods\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`payment_method\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`installments\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`max_installments\` numeric DEFAULT 12;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_payment_methods\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`payment_method\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`installments\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`max_installments\`;`)
}
