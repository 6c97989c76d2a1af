import { capabilityPlugin } from '@/platform/plugins/capabilityPlugin'

import { Comments } from './collections/Comments'
import { SpentFormTokens } from './collections/SpentFormTokens'

/** The public questions and answers, their forms' spent tokens, and the moderation panel on the dashboard. */
export const questionsPlugin = () =>
  capabilityPlugin({
    collections: [Comments, SpentFormTokens],
    dashboard: ['@/questions/admin/DashboardModeration#DashboardModeration'],
  })
