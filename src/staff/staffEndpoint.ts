import type { PayloadHandler, PayloadRequest } from 'payload'

import { json } from '@/platform/http/json'

import { hasRole } from './access'
import type { StaffRole } from './roles'

/**
 * A staff endpoint's handler under `/api/cms`, run only for a person holding one of `roles` (admins
 * always), so no endpoint can forget the check. Anybody else gets `refusal`, naming who may: `401` when
 * nobody is signed in, `403` otherwise.
 */
export function staffOnly(roles: StaffRole[], refusal: string, handler: PayloadHandler): PayloadHandler {
  return (req) => refuseUnlessStaff(req, refusal, roles) ?? handler(req)
}

function refuseUnlessStaff(req: PayloadRequest, message: string, roles: StaffRole[]): Response | null {
  if (hasRole(req.user as { role?: StaffRole | null } | null, ...roles)) return null
  return json({ errors: [{ message }] }, req.user ? 403 : 401)
}
