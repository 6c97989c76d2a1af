export { postEmailScorecard as POST } from '@/buyertools/scorecard/api/emailScorecardRoute'
