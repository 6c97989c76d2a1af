export { getEval as GET } from '@/commerce/api/getEval'
