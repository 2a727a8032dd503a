import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pix_discount\` numeric;`)
  await db.run(sql`ALTER TABLE \`coupons\` ADD \`uses\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`pix_discount_percent\` numeric DEFAULT 0;`)
  // The uses so far: what the checkout counted before (paid orders and those waiting for payment).
  await db.run(
    sql`UPDATE \`coupons\` SET \`uses\` = (SELECT count(*) FROM \`orders\` WHERE \`orders\`.\`coupon_code\` = \`coupons\`.\`code\` AND \`orders\`.\`status\` IN ('paid', 'pending'));`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pix_discount\`;`)
  await db.run(sql`ALTER TABLE \`coupons\` DROP COLUMN \`uses\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`pix_discount_percent\`;`)
}
