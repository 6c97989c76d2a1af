export { listProducts as GET } from '@/commerce/api/products'
