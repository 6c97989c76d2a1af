import type { Plugin } from 'payload'

import { withCapability } from '@/platform/plugins/capabilityPlugin'
import { adminsOnly } from '@/staff/access'

import { outboxCollection } from '@/platform/outbox/Outbox'
import { outboxEmailAdapter } from '@/platform/outbox/outboxEmailAdapter'
import { senderFromSiteSettings } from './sender'

/**
 * The outbox every message goes through, Payload's own e-mail (password resets) included, readable by
 * admins; its sender, when `MAIL_FROM` is not set, is the site's name and support address.
 */
export const mailPlugin = (): Plugin => (config) => ({
  ...withCapability(config, {
    collections: [outboxCollection(adminsOnly)],
    calls: { mailSender: senderFromSiteSettings },
  }),
  email: outboxEmailAdapter,
})
