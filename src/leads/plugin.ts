import { capabilityPlugin } from '@/platform/plugins/capabilityPlugin'

import { LeadCaptures } from './collections/LeadCaptures'
import { Leads } from './collections/Leads'

/** Leads, one per buyer's e-mail address, and each time one was captured. */
export const leadsPlugin = () => capabilityPlugin({ collections: [Leads, LeadCaptures] })
