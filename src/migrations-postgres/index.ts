import type { Migration } from 'payload'

/*
 * PostgreSQL migrations, generated with `DATABASE_URL=postgres://… npm run payload migrate:create` against
 * a PostgreSQL server. Full PostgreSQL support (and keeping this set in step with ../migrations) is
 * tracked by the scale-out issue; until then this set is empty and PostgreSQL is not supported.
 */
export const migrations: Migration[] = []
