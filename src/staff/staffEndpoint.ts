import type { PayloadRequest } from 'payload'

import { json } from '@/platform/http/json'

import { hasRole } from './access'
import type { StaffRole } from './roles'

/**
 * The first check of a staff endpoint under `/api/cms`: null for a person holding one of `roles` (admins
 * always), else the refusal naming who may, `401` when nobody is signed in and `403` otherwise.
 */
export function refuseUnlessStaff(req: PayloadRequest, message: string, ...roles: StaffRole[]): Response | null {
  if (hasRole(req.user as { role?: StaffRole | null } | null, ...roles)) return null
  return json({ errors: [{ message }] }, req.user ? 403 : 401)
}
