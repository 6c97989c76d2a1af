export { GET } from '@/buyertools/certifiedModels/api/spaModelsRoute'
