import { z } from 'zod'

const ZIP_MESSAGE = 'Give the ZIP code as five digits, for example 85004 (a ZIP+4 such as 85004-1234 is read too).'

/** `GET /api/tools/climate?zip=`: a US ZIP code, five digits or ZIP+4. */
export const climateQuery = z.object({
  zip: z
    .string({ error: ZIP_MESSAGE })
    .trim()
    .regex(/^\d{5}(?:-?\d{4})?$/, ZIP_MESSAGE),
})
export type ClimateQuery = z.output<typeof climateQuery>
