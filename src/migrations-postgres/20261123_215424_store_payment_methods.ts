import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'pix', 'boleto');
  CREATE TYPE "public"."enum_site_settings_payment_methods" AS ENUM('card', 'pix', 'boleto');
  CREATE TABLE "site_settings_payment_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_payment_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "payment_method" "enum_orders_payment_method";
  ALTER TABLE "orders" ADD COLUMN "installments" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "max_installments" numeric DEFAULT 12;
  ALTER TABLE "site_settings_payment_methods" ADD CONSTRAINT "site_settings_payment_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_payment_methods_order_idx" ON "site_settings_payment_methods" USING btree ("order");
  CREATE INDEX "site_settings_payment_methods_parent_idx" ON "site_settings_payment_methods" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_payment_methods" CASCADE;
  ALTER TABLE "orders" DROP COLUMN "payment_method";
  ALTER TABLE "orders" DROP COLUMN "installments";
  ALTER TABLE "site_settings" DROP COLUMN "max_installments";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_site_settings_payment_methods";`)
}
