import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmado_em" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmacao_enviada_em" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_token" varchar;
  CREATE INDEX "newsletter_subscribers_confirmado_em_idx" ON "newsletter_subscribers" USING btree ("confirmado_em");
  CREATE UNIQUE INDEX "newsletter_subscribers_confirmation_token_idx" ON "newsletter_subscribers" USING btree ("confirmation_token");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "newsletter_subscribers_confirmado_em_idx";
  DROP INDEX "newsletter_subscribers_confirmation_token_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmado_em";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmacao_enviada_em";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_token";`)
}
