import type { Endpoint } from 'payload'

import { stateOfZip } from '@/buyertools/runningCost/zipToState'
import { json } from '@/http/json'
import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import { findComparableQuotes } from './comparableQuotes'
import { comparableSet } from './comparableScope'
import { priceBand, pricePosition } from './pricePosition'
import { quotedDollars } from './quotedDollars'
import type { StaffPricePosition } from './staffPricePosition'

const noSuchTub = () => json({ errors: [{ message: 'No such price check or tub.' }] }, 404)

/**
 * `GET /api/cms/price-check-positions/{price check id}/{tub index}`: for staff who read price
 * checks (moderators, admins), the tub's price position as the public sees it, plus its exact
 * count and the quotes behind it (the price check being read, and its buyer's others, left out). When there are fewer
 * than 5 it lists the few there are, without a position.
 */
export const staffPositionEndpoint: Endpoint = {
  path: '/price-check-positions/:id/:tub',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user as { role?: StaffRole | null } | null, 'moderator')) {
      return json(
        { errors: [{ message: 'Only staff who handle price checks may see the quotes behind a position.' }] },
        req.user ? 403 : 401,
      )
    }
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

    const except = { id, email: check.email }
    const quotes = await findComparableQuotes(req.payload, { brand: tub.brand, model: tub.model, except }, req)
    const set = comparableSet(quotes, stateOfZip(check.zipcode))
    const dollars = set.quotes.map((quote) => quote.dollars)
    const quoted = quotedDollars(tub.price)
    const position = set.scope ? (quoted === null ? priceBand(dollars) : pricePosition(quoted, dollars)) : null
    const answer: StaffPricePosition = {
      scope: set.scope,
      position,
      count: set.quotes.length,
      quotes: set.quotes.map(({ priceCheckId, dollars, date }) => ({ priceCheckId, dollars, date })),
    }
    return json(answer)
  },
}
