export { GET } from '@/pricecheck/position/pricePositionRoute'
