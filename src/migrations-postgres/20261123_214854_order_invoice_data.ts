import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_tax_id_kind" AS ENUM('cpf', 'cnpj');
  ALTER TABLE "orders" ADD COLUMN "customer_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "tax_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "tax_id_kind" "enum_orders_tax_id_kind";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "customer_name";
  ALTER TABLE "orders" DROP COLUMN "tax_id";
  ALTER TABLE "orders" DROP COLUMN "tax_id_kind";
  DROP TYPE "public"."enum_orders_tax_id_kind";`)
}
