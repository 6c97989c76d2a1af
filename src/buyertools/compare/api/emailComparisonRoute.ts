import { emailMeRoute } from '../../api/emailMeRoute'
import { emailComparisonSchema } from '../emailSchema'
import { emailComparison } from '../server/emailComparison'

/** `POST /api/tools/emailComparison`: the comparison e-mailed to a visitor who asked and consented. */
export const postEmailComparison = emailMeRoute({
  bucket: 'email-comparison',
  schema: emailComparisonSchema,
  send: emailComparison,
})
