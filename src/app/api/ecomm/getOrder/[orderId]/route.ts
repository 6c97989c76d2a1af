export { getOrder as GET } from '@/commerce/api/getOrder'
