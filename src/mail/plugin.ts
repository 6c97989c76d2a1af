import type { Plugin } from 'payload'

import { withCapability } from '@/server/capabilityPlugin'

import { Outbox } from './Outbox'
import { outboxEmailAdapter } from './outboxEmailAdapter'

/** The outbox every message goes through, Payload's own e-mail (password resets) included. */
export const mailPlugin = (): Plugin => (config) => ({
  ...withCapability(config, { collections: [Outbox] }),
  email: outboxEmailAdapter,
})
