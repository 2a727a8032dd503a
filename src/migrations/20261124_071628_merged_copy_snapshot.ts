import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Snapshot only: the two branches merged here (the product pages' and the site pages' headings) each wrote
 * their migration from the same snapshot, so this records the combined schema (the .json beside it) for the
 * next `migrate:create`. Their own migrations already made every change; nothing runs here.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
