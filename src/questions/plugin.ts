import { capabilityPlugin } from '@/server/capabilityPlugin'

import { Comments } from './collections/Comments'

/** The public questions and answers, and the moderation panel on the dashboard. */
export const questionsPlugin = () =>
  capabilityPlugin({
    collections: [Comments],
    dashboard: ['@/questions/admin/DashboardModeration#DashboardModeration'],
  })
