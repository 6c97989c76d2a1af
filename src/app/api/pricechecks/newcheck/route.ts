export { newPriceCheck as POST } from '@/pricecheck/api/priceCheckRoutes'
