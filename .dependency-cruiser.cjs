/**
 * The import rules of src/, checked by `npm test` (tests/quality/dependencies.test.ts) with
 * dependency-cruiser; `npx depcruise src --config .dependency-cruiser.cjs` runs them by hand. Every import
 * counts: static, dynamic (`await import(...)`) and type-only.
 *
 * Direction: pages (src/app) → features (src/features/<f>) → the shared kit (src/kit, src/ui) → lib
 * (src/lib). The composition root (payload.config.ts, collections.ts, src/seed, instrumentation.ts) may
 * import anything; `lib/payload.ts` is the one lib module that loads it (the Local API needs the config).
 * A feature imports another feature only where `allowed` below lists it, each with its reason.
 */
const TEST = '\\.test\\.tsx?$'

/** Modules of platform features that every feature may use. */
const PLATFORM = [
  'src/features/accounts/roles\\.ts$', // access rules of every collection
  'src/features/shared-state/', // database helpers, rate limits, file storage, cache revalidation
  'src/features/email/send-email\\.ts$', // sending an e-mail (outbox + delivery queue)
  'src/features/media/(tags|cover-image-field|remote-image)\\.ts$', // image fields; MEDIA_TAG for queries that show media
  'src/features/site/(queries|settings-tag|whatsapp|analytics)\\.ts$', // the site shell: settings, WhatsApp links, analytics events
  'src/features/site/social-icons\\.tsx$',
].join('|')

/** Feature → feature imports beyond the platform, one line each: [from feature, to module, reason]. */
const CROSS_FEATURE = [
  ['home', 'src/features/blog/(components/post-card\\.tsx|types\\.ts)$', 'the home page shows the latest posts as the blog shows them'],
  ['home', 'src/features/cases/(tags|types)\\.ts$', 'the home page shows the cases, filtered by their categories'],
  ['home', 'src/features/products/contact-band\\.tsx$', 'the home page ends with the product pages’ contact cards'],
  ['leads', 'src/features/products/products-json-ld\\.ts$', 'the Libras page is a service page: same JSON-LD as the product pages'],
  ['site', 'src/features/((blog|cases)/|store/(catalogue/)?)queries\\.ts$', 'the sitemap lists posts, cases and templates'],
  ['site', 'src/features/seo/page-metadata\\.ts$', 'fixed pages staff marked "não indexar" leave the sitemap'],
  ['site', 'src/features/leads/(newsletter/)?newsletter-consent\\.ts$', 'the footer shows the newsletter form and its consent text'],
  ['site', 'src/features/store/(payments/)?payment-methods\\.ts$', 'the site settings global holds the store’s payment methods'],
  ['seo', 'src/features/(blog|cases|store)/tags\\.ts$', 'the redirect table expires with posts, cases and templates (renames make redirects)'],
  ['admin', 'src/features/(email/(email-alerts|email-task)|leads/(quotes/)?lead-status|store/(payments/)?payment-provider)\\.ts$', 'the admin desk shows e-mail, lead and payment state and runs the jobs'],
  ['admin', 'src/features/store/checkout/coupons\\.ts$', 'the maintenance job that expires abandoned checkouts gives their coupon uses back'],
]

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: modules that need each other to load. Move what both need into a lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-pages-below-app',
      severity: 'error',
      comment: 'Only src/app imports src/app: features, the kit and lib never depend on pages or routes.',
      from: { path: '^src/', pathNot: ['^src/app/', TEST] },
      to: { path: '^src/app/' },
    },
    {
      name: 'kit-below-features',
      severity: 'error',
      comment: 'src/kit and src/ui serve features; they import only lib (and other kit/ui modules).',
      from: { path: '^src/(kit|ui)/', pathNot: TEST },
      to: { path: '^src/(features|app|seed)/|^src/(collections|payload\\.config|instrumentation)\\.ts$' },
    },
    {
      name: 'lib-at-the-bottom',
      severity: 'error',
      comment: 'src/lib imports only lib (lib/payload.ts loads the CMS config, the composition root).',
      from: { path: '^src/lib/', pathNot: ['^src/lib/payload\\.ts$', TEST] },
      to: { path: '^src/(features|kit|ui|app|seed)/|^src/(collections|payload\\.config|instrumentation)\\.ts$' },
    },
    {
      name: 'icons-from-the-sprite',
      severity: 'error',
      comment: "Pages draw lucide's icons from src/ui/icons (one sprite file), not from lucide-react: its icons carry their paths in the HTML and again in the RSC payload.",
      from: { path: '^src/', pathNot: TEST },
      to: { path: 'node_modules/lucide-react/' },
    },
  ],
  allowed: [
    // Anything that is not one feature importing another (the rules above judge those).
    { from: {}, to: { pathNot: '^src/features/' } },
    { from: { pathNot: '^src/features/' }, to: {} },
    // Tests may reach across features.
    { from: { path: TEST }, to: {} },
    // Inside one feature.
    { from: { path: '^src/features/([^/]+)/' }, to: { path: '^src/features/$1/' } },
    { from: { path: '^src/features/' }, to: { path: PLATFORM } },
    ...CROSS_FEATURE.map(([from, to, comment]) => ({ comment, from: { path: `^src/features/${from}/` }, to: { path: to } })),
  ],
  allowedSeverity: 'error',
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Generated by Payload: each migration imports only the adapter.
    exclude: { path: '^src/(migrations|migrations-postgres)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
