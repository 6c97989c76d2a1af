export { createPaymentIntent as POST } from '@/commerce/api/createPaymentIntent'
