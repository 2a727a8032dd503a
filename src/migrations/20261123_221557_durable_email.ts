import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`job_id\` text;`)
  await db.run(sql`CREATE INDEX \`outbox_next_attempt_at_idx\` ON \`outbox\` (\`next_attempt_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`outbox_next_attempt_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`attempts\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`claimed_at\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`job_id\`;`)
}
