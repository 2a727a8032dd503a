import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * No change to the database: the migrations before this one were written on four branches at once, each
 * from its own snapshot, and every change they make is already applied by them. This migration only records
 * the schema they add up to (the .json beside it), so the next `payload migrate:create` starts from all of it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
