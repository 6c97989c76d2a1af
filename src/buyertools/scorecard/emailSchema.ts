import { z } from 'zod'

import { emailMeFields } from '../emailMe'
import { scorecardSchema } from './schema'

/** `POST /api/tools/emailScorecard`: who asks, their consent, and the quote the server scores again. */
export const emailScorecardSchema = z.object({ ...emailMeFields, quote: scorecardSchema })
export type EmailScorecard = z.infer<typeof emailScorecardSchema>
