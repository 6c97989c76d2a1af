import { type PayloadRequest, ValidationError } from 'payload'

type Row = Record<string, unknown>
const BUYERS_FIELDS = ['id', 'brand', 'model', 'price'] as const

/**
 * Staff write the report into the buyer's tubs, but the tubs themselves are what the buyer sent:
 * a save must keep every row (same count, same order) and cannot change brand, model or quoted price,
 * which are taken back from the stored request. Adding or removing a tub is refused with a message.
 */
export function lockBuyersTubs(incoming: unknown, original: Row[] | null | undefined, req: PayloadRequest): Row[] {
  const stored = original ?? []
  const rows = Array.isArray(incoming) ? (incoming as Row[]) : []
  if (rows.length !== stored.length) {
    throw new ValidationError({
      collection: 'price-checks',
      errors: [
        {
          path: 'tubs',
          message:
            `The buyer asked about ${stored.length} tub(s): write ` +
            `the report for each, without adding or removing tubs.`,
        },
      ],
      req,
    })
  }
  return rows.map((row, index) => {
    const kept = Object.fromEntries(BUYERS_FIELDS.map((field) => [field, stored[index]![field]]))
    return { ...row, ...kept }
  })
}
