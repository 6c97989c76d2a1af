import { sendMessageRoute } from '@/mail/api/sendMessage'

export const POST = sendMessageRoute
