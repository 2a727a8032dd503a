/* Payload's REST API, mounted at /cms-api (routes.api) so that /api stays for the site's own JSON API. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withRetryAfter } from '@/features/accounts/retry-after'
import { withPlainNotFound } from '@/features/admin/rest-not-found'

export const GET = withPlainNotFound(REST_GET(config))
export const POST = withRetryAfter(withPlainNotFound(REST_POST(config)))
export const DELETE = withPlainNotFound(REST_DELETE(config))
export const PATCH = withPlainNotFound(REST_PATCH(config))
export const PUT = withPlainNotFound(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
