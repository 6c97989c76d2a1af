export { GET } from '@/buyertools/climate/api/climateRoute'
