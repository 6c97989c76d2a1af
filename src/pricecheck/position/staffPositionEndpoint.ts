import type { Endpoint } from 'payload'

import { stateOfZip } from '@/site/zipToState'
import { json } from '@/platform/http/json'
import { staffOnly } from '@/staff/staffEndpoint'

import { standingOf } from './band'
import { judgeQuotes } from './countedQuotes'
import { findModelQuotes } from './modelQuotes'
import { findSnapshot, publishedBand } from './publicPricePosition'
import { quotedDollars } from './quotedDollars'
import type { StaffPricePosition } from './staffPricePosition'

const NOT_STAFF = 'Only staff who handle price checks may see the quotes behind a position.'
const noSuchTub = () => json({ errors: [{ message: 'No such price check or tub.' }] }, 404)

/**
 * `GET /api/cms/price-check-positions/{price check id}/{tub index}`: for staff who read price
 * checks (moderators, admins), the band the public sees for this tub's model and buyer's state, and
 * the exact view behind it: how many buyers count today and every quote for the model (this one
 * included), each with whether it counts and, if not, why.
 */
export const staffPositionEndpoint: Endpoint = {
  path: '/price-check-positions/:id/:tub',
  method: 'get',
  handler: staffOnly(['moderator'], NOT_STAFF, async (req) => {
    const id = Number(req.routeParams?.id)
    const tubIndex = Number(req.routeParams?.tub)
    if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(tubIndex) || tubIndex < 0) return noSuchTub()
    const check = await req.payload.findByID({
      collection: 'price-checks',
      id,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    const tub = check?.tubs?.[tubIndex]
    if (!check || !tub) return noSuchTub()

    const snapshot = await findSnapshot(req.payload, tub)
    const band = snapshot ? publishedBand(snapshot, stateOfZip(check.zipcode)) : null
    const quoted = quotedDollars(tub.price)
    const judged = judgeQuotes(await findModelQuotes(req.payload, tub, { req }), new Date())
    const answer: StaffPricePosition = {
      published: band ? { ...band, standing: quoted === null ? null : standingOf(quoted, band) } : null,
      snapshotDate: snapshot ? snapshot.computedAt : null,
      counting: judged.filter((quote) => quote.exclusion === null).length,
      quotes: judged.map(({ priceCheckId, dollars, requestedAt, exclusion }) => ({
        priceCheckId,
        dollars,
        date: requestedAt,
        counts: exclusion === null,
        exclusion,
      })),
    }
    return json(answer)
  }),
}
