export { getBrands as GET } from '@/pricecheck/api/priceCheckRoutes'
