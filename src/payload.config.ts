import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { pt } from '@payloadcms/translations/languages/pt'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections, globals } from './collections'
import { restrictDocumentLocks } from './features/accounts/account-guards'
import { isAdmin, staffOnly } from './features/accounts/roles'
import { MAINTENANCE_QUEUE, maintenanceTasks } from './features/admin/maintenance-tasks'
import { deliverEmailTask, EMAIL_QUEUE } from './features/email/email-task'
import { outboxEmailAdapter } from './features/email/payload-email-adapter'
import { Users } from './features/accounts/users-collection'
import { livePreviewConfig } from '@/kit/preview-link'
import { searchEnginePlugins } from './features/seo/plugins'
import { fileStoragePlugin } from './features/shared-state/file-storage'
import { databaseAdapter } from './lib/database'
import { env } from './lib/env'
import { payloadLogger } from './lib/logger'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The sanitized config, with Payload's own document-lock collection restricted (accounts/account-guards.ts). */
export default buildConfig({
  logger: payloadLogger,
  serverURL: env.SITE_URL,
  secret: env.payloadSecret,
  routes: {
    admin: '/admin',
    api: '/cms-api',
  },
  admin: {
    user: Users.slug,
    // Payload's default avatar comes from gravatar.com: the admin must not load anything from another host.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ` · ${env.BRAND_NAME}`,
      robots: 'noindex, nofollow',
    },
    dateFormat: 'dd/MM/yyyy HH:mm',
    livePreview: livePreviewConfig(env.SITE_URL),
    components: {
      beforeDashboard: ['/features/admin/dashboard-panel#DashboardPanel'],
    },
  },
  i18n: {
    fallbackLanguage: 'pt',
    supportedLanguages: { pt },
  },
  collections,
  globals,
  // Saved list views (leads): staff only; each view's own sharing rules (only me, everyone…) apply on top.
  queryPresets: {
    access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
    constraints: {},
  },
  editor: lexicalEditor(),
  // Scheduled publishing (posts, cases, templates) queues jobs; every serving process runs the due ones
  // each minute (the crons start in instrumentation.ts, never in scripts or tests). Only
  // administrators may trigger or queue jobs over the API.
  jobs: {
    // E-mail delivery (features/email/email-task.ts): every 10 seconds the due attempts run.
    autoRun: [
      { cron: '* * * * *', queue: 'default', limit: 20 },
      { cron: '*/10 * * * * *', queue: EMAIL_QUEUE, limit: 20 },
      // Scheduled maintenance (features/admin/maintenance-tasks.ts): queued by their schedules, run here.
      { cron: '* * * * *', queue: MAINTENANCE_QUEUE, limit: 5 },
    ],
    tasks: [deliverEmailTask, ...maintenanceTasks],
    deleteJobOnComplete: true,
    access: {
      run: ({ req }) => isAdmin(req.user),
      queue: ({ req }) => isAdmin(req.user),
      cancel: ({ req }) => isAdmin(req.user),
    },
  },
  email: outboxEmailAdapter,
  db: databaseAdapter(env),
  sharp,
  // Uploads on the data folder's disk, or in an S3 bucket shared by several app servers (S3_BUCKET).
  plugins: [fileStoragePlugin(env), ...searchEnginePlugins()],
  graphQL: { disable: true },
  csrf: [env.SITE_URL],
  cors: [env.SITE_URL],
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
  },
}).then(restrictDocumentLocks)
