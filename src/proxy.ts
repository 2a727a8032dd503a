import { NextResponse, type NextRequest } from 'next/server'

/**
 * Payload's "create first user" screen and endpoint are never reachable: the first administrator comes
 * from the start script (see features/accounts/first-admin.ts). The users collection refuses the same
 * operation too; this answers early and clearly.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/cms-api/')) {
    return NextResponse.json({ error: 'Cadastro público desativado.' }, { status: 403 })
  }
  return NextResponse.redirect(new URL('/admin/login', request.url))
}

export const config = {
  matcher: ['/admin/create-first-user', '/cms-api/users/first-register'],
}
