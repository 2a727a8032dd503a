import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "pix_discount" numeric;
  ALTER TABLE "coupons" ADD COLUMN "uses" numeric DEFAULT 0;
  ALTER TABLE "site_settings" ADD COLUMN "pix_discount_percent" numeric DEFAULT 0;`)
  // The uses so far: what the checkout counted before (paid orders and those waiting for payment).
  await db.execute(
    sql`UPDATE "coupons" SET "uses" = (SELECT count(*) FROM "orders" WHERE "orders"."coupon_code" = "coupons"."code" AND "orders"."status" IN ('paid', 'pending'));`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "pix_discount";
  ALTER TABLE "coupons" DROP COLUMN "uses";
  ALTER TABLE "site_settings" DROP COLUMN "pix_discount_percent";`)
}
