import type { Payload } from 'payload'

import type { CertifiedModel } from '../certifiedModel'
import { certifiedModelOf } from './searchCertifiedModels'

/**
 * The listing of the model a buyer picked, by the id the page sent: the server's own copy of its figures and
 * tested cover, so nothing the browser sends about the model is believed. An id we do not hold (deleted since,
 * or never ours) is no pick.
 */
export async function certifiedModelById(payload: Payload, id: string): Promise<CertifiedModel | null> {
  if (!/^\d{1,15}$/.test(id)) return null
  const row = await payload.findByID({
    collection: 'certified-spa-models',
    id: Number(id),
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  return row ? certifiedModelOf(row) : null
}
