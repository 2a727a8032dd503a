import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`customer_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`tax_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`tax_id_kind\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`customer_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`tax_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`tax_id_kind\`;`)
}
