export { postManage as POST } from '@/watercare/reminders/api/reminderRoutes'
