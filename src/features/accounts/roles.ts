import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const roles = ['admin', 'editor'] as const
export type Role = (typeof roles)[number]

type MaybeUser = PayloadRequest['user']

export const hasRole = (user: MaybeUser, role: Role): boolean =>
  Boolean(user && 'roles' in user && Array.isArray(user.roles) && user.roles.includes(role))

export const isAdmin = (user: MaybeUser): boolean => hasRole(user, 'admin')
export const isStaff = (user: MaybeUser): boolean => isAdmin(user) || hasRole(user, 'editor')

export const adminOnly: Access = ({ req }) => isAdmin(req.user)
export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const anyone: Access = () => true
export const nobody: Access = () => false
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req.user)
export const staffOnlyField: FieldAccess = ({ req }) => isStaff(req.user)
/** A field that keeps the value it was created with (evidence such as consent or a lead's origin). */
export const immutableField: FieldAccess = () => false

/**
 * Reads of a collection with drafts: staff see everything (drafts and versions), everyone else only
 * the published documents. `_status` lives on the main table, so the filter is exact.
 */
export const publishedOrStaff: Access = ({ req }) => (isStaff(req.user) ? true : { _status: { equals: 'published' } })
