export { postConfirm as POST } from '@/watercare/reminders/api/reminderRoutes'
