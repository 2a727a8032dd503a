import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmado_em\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmacao_enviada_em\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmation_token\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_confirmado_em_idx\` ON \`newsletter_subscribers\` (\`confirmado_em\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_confirmation_token_idx\` ON \`newsletter_subscribers\` (\`confirmation_token\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`newsletter_subscribers_confirmado_em_idx\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_confirmation_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmado_em\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmacao_enviada_em\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmation_token\`;`)
}
