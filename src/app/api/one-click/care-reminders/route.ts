export { postOneClickUnsubscribe as POST } from '@/watercare/reminders/api/oneClickRoute'
