export { postSubscribe as POST } from '@/watercare/reminders/api/reminderRoutes'
