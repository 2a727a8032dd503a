/**
 * Brings the database up to date before the server starts: runs the committed migrations, makes sure
 * an administrator exists (printing a generated password once), and fills in missing demo content.
 * Run by `npm start` (and by the browser tests) through scripts/run-ts.mjs.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { ensureFirstAdmin } from '@/features/accounts/first-admin'
import { withDatabaseLock } from '@/lib/database-lock'
import { env } from '@/lib/env'
import { runMigrations } from '@/lib/migrations'
import { runSeed } from '@/seed'

async function main() {
  const payload = await getPayload({ config })
  // Several servers starting at once on one PostgreSQL database take turns here.
  await withDatabaseLock(env, 'site:prepare', async () => {
    await runMigrations(payload, env.databaseKind)

    const admin = await ensureFirstAdmin(payload, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
    if (admin.created && admin.generatedPassword) {
      const line = '─'.repeat(64)
      console.log(
        `\n${line}\n  Administrador criado: ${admin.email}\n  Senha (mostrada só desta vez): ${admin.generatedPassword}\n  Entre em ${env.SITE_URL}/admin e troque a senha.\n${line}\n`,
      )
    } else if (admin.created) {
      console.log(`Administrador criado: ${admin.email}`)
    }

    if (env.SEED_DEMO) {
      const report = await runSeed(payload)
      console.log(`Conteúdo de demonstração: ${report.created.length} itens criados, ${report.skipped} já existentes.`)
    }
  })
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
