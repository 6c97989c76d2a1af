export { postEmailComparison as POST } from '@/buyertools/compare/api/emailComparisonRoute'
