import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { DemoPayments } from './commerce/collections/DemoPayments'
import { Evaluations } from './commerce/collections/Evaluations'
import { Orders } from './commerce/collections/Orders'
import { PaymentEvents } from './commerce/collections/PaymentEvents'
import { SpaProducts } from './commerce/collections/SpaProducts'
import { TaxRates } from './commerce/collections/TaxRates'
import { orderRefundEndpoint } from './commerce/api/refundEndpoint'
import { Media } from './content/media/Media'
import { Videos } from './content/video/Videos'
import { crmRetryEndpoint } from './crm/retryEndpoint'
import { requeueHeldCrmSyncsAtStart } from './crm/requeueHeld'
import { syncLeadTask, syncOrderTask } from './crm/tasks'
import { Posts } from './content/collections/Posts'
import { databaseAdapter, watchConnectionPool } from './db/adapter'
import { RateLimits } from './http/RateLimits'
import { LeadCaptures } from './leads/collections/LeadCaptures'
import { Leads } from './leads/collections/Leads'
import { Outbox } from './mail/Outbox'
import { outboxEmailAdapter } from './mail/outboxEmailAdapter'
import { PriceChecks } from './pricecheck/collections/PriceChecks'
import { SpaBrands } from './pricecheck/collections/SpaBrands'
import { Comments } from './questions/collections/Comments'
import { env } from './server/env'
import { payloadLogger } from './server/payloadLog'
import { SiteSettings } from './site/settings/SiteSettings'
import { configuredOrigins, siteUrl } from './site/siteUrl'
import { adminsOnly, isAdmin } from './staff/access'
import { Users } from './staff/Users'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function payloadSecret(): string {
  const { PAYLOAD_SECRET, NODE_ENV, NEXT_PHASE } = env()
  if (PAYLOAD_SECRET) return PAYLOAD_SECRET
  if (NODE_ENV === 'production' && NEXT_PHASE !== 'phase-production-build') {
    // scripts/start.mjs generates and stores one; a bare `next start` without it is a mistake.
    throw new Error('PAYLOAD_SECRET is not set. Start the site with `npm start`, or set it yourself.')
  }
  return 'tubwise-development-secret-not-for-production'
}

/** Assembles the capabilities: each folder exports its collections, globals and jobs. */
export default buildConfig({
  secret: payloadSecret(),
  // Only a configured SITE_URL: a made-up localhost origin would send the admin's requests to
  // localhost when staff open it under another host name (127.0.0.1, a LAN address).
  serverURL: env().SITE_URL ? siteUrl().origin : '',
  // Origins whose requests may use the staff cookie. Empty (nothing configured) lets Payload take
  // any origin, so the /api/cms route also refuses cross-origin writes (staff/sameSiteWrites.ts).
  csrf: configuredOrigins(),
  routes: { admin: '/admin', api: '/api/cms' },
  admin: {
    user: Users.slug,
    // Payload's default avatar calls an outside image service; staff get a local one instead.
    avatar: 'default',
    meta: { titleSuffix: ' | TubWise staff' },
    components: {
      beforeDashboard: [
        '@/questions/admin/DashboardModeration#DashboardModeration',
        '@/pricecheck/admin/DashboardWaitingPriceChecks#DashboardWaitingPriceChecks',
        '@/commerce/admin/DashboardOrdersToShip#DashboardOrdersToShip',
        '@/staff/dashboard/BusinessAtAGlance#BusinessAtAGlance',
      ],
    },
    importMap: { baseDir: path.resolve(dirname) },
  },
  collections: [
    Posts,
    Media,
    Videos,
    Comments,
    PriceChecks,
    SpaBrands,
    Leads,
    LeadCaptures,
    Orders,
    SpaProducts,
    TaxRates,
    Evaluations,
    PaymentEvents,
    DemoPayments,
    Users,
    Outbox,
    RateLimits,
  ],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  onInit: async (payload) => {
    watchConnectionPool(payload)
    await requeueHeldCrmSyncsAtStart(payload)
  },
  endpoints: [crmRetryEndpoint, orderRefundEndpoint],
  email: outboxEmailAdapter,
  // What Payload logs goes to the site's log, in its format (src/server/log.ts).
  logger: payloadLogger,
  graphQL: { disable: true },
  telemetry: false,
  sharp,
  jobs: {
    tasks: [syncLeadTask, syncOrderTask],
    // By default any logged-in staff member may queue, run or cancel jobs over the REST API. Nobody
    // runs them over it: Payload's runner could take a job another server is running (no autoRun
    // either; src/jobs/jobRunner.ts claims each job for one server).
    access: { queue: isAdmin, run: () => false, cancel: isAdmin },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      // CRM sync jobs and their error logs (which can name customers): admins only.
      access: { ...defaultJobsCollection.access, read: adminsOnly },
      admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Sales' },
    }),
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
