export { postConfirmEmail as POST } from '@/leads/api/confirmEmailRoute'
