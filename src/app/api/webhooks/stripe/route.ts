import { providerWebhook } from '@/commerce/api/providerWebhook'

export const POST = providerWebhook('stripe')
