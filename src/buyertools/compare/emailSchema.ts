import { z } from 'zod'

import { emailMeFields } from '../emailMe'
import { comparisonSchema } from './schema'

/** `POST /api/tools/emailComparison`: who asks, their consent, and the comparison the server works out again. */
export const emailComparisonSchema = z.object({ ...emailMeFields, comparison: comparisonSchema })
export type EmailComparison = z.infer<typeof emailComparisonSchema>
