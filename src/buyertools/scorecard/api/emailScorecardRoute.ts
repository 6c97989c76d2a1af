import { emailMeRoute } from '../../api/emailMeRoute'
import { emailScorecardSchema } from '../emailSchema'
import { emailScorecard } from '../server/emailScorecard'

/** `POST /api/tools/emailScorecard`: the scorecard e-mailed to a visitor who asked and consented. */
export const postEmailScorecard = emailMeRoute({
  bucket: 'email-scorecard',
  schema: emailScorecardSchema,
  send: emailScorecard,
})
