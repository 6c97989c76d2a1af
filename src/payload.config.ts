import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { buyerToolsPlugin } from './buyertools/plugin'
import { commercePlugin } from './commerce/plugin'
import { providerOfPayment } from './commerce/providers'
import { uploadTempDir } from './content/media/mediaDir'
import { contentPlugin } from './content/plugin'
import { crmPlugin } from './crm/plugin'
import { databaseAdapter, watchConnectionPool } from './platform/db/adapter'
import { rateLimitsCollection } from './platform/http/RateLimits'
import { leadsPlugin } from './leads/plugin'
import { mailPlugin } from './mail/plugin'
import { priceCheckPlugin } from './pricecheck/plugin'
import { questionsPlugin } from './questions/plugin'
import { searchPlugin } from './search/plugin'
import { env } from './platform/settings/env'
import { capabilityPlugin } from './platform/plugins/capabilityPlugin'
import { payloadLogger } from './platform/log/payloadLog'
import {
  DEVELOPMENT_PAYLOAD_SECRET,
  MAX_UPLOAD_BODY_BYTES,
  MAX_VIDEO_BYTES,
} from './platform/next/sharedWithWebServer.mjs'
import { configuredOrigins, siteUrl } from './platform/settings/siteUrl'
import { SITE_ICON_URL } from './site/shell/siteIcon'
import { siteSettingsGlobal } from './site/settings/SiteSettings'
import { adminsOnly, anyStaff, isAdmin } from './staff/access'
import { staffPlugin } from './staff/plugin'
import { careRemindersPlugin } from './watercare/reminders/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function payloadSecret(): string {
  const { PAYLOAD_SECRET, NODE_ENV, NEXT_PHASE } = env()
  if (PAYLOAD_SECRET) return PAYLOAD_SECRET
  if (NODE_ENV === 'production' && NEXT_PHASE !== 'phase-production-build') {
    // scripts/start.ts generates and stores one; a bare `next start` without it is a mistake.
    throw new Error('PAYLOAD_SECRET is not set. Start the site with `npm start`, or set it yourself.')
  }
  return DEVELOPMENT_PAYLOAD_SECRET
}

/**
 * The composition root: site-wide settings here, and each capability as a plugin (its folder's
 * `plugin.ts`) that brings its collections, endpoints, jobs and dashboard panels. Their order is
 * the admin's: collections and dashboard panels appear in it.
 */
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
    // Payload's default avatar calls an outside image service; staff get a local one instead.
    avatar: 'default',
    meta: { titleSuffix: ' | TubWise staff', icons: [{ rel: 'icon', type: 'image/svg+xml', url: SITE_ICON_URL }] },
    importMap: { baseDir: path.resolve(dirname) },
  },
  globals: [siteSettingsGlobal({ read: anyStaff, update: adminsOnly })],
  // Payload reads at most 20 MB of a file and 50 MB of a form, in memory, unless told: a video up to
  // MAX_VIDEO_BYTES, written to a file as it arrives (in the media folder, the only one the site
  // writes besides data/), and removed once the upload is stored.
  upload: {
    limits: { fileSize: MAX_VIDEO_BYTES },
    requestSizeLimit: MAX_UPLOAD_BODY_BYTES,
    useTempFiles: true,
    tempFileDir: uploadTempDir(),
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  onInit: (payload) => watchConnectionPool(payload),
  plugins: [
    contentPlugin(),
    searchPlugin(),
    questionsPlugin(),
    priceCheckPlugin(),
    buyerToolsPlugin(),
    leadsPlugin(),
    careRemindersPlugin(),
    commercePlugin({ providerOfPayment }),
    staffPlugin(),
    mailPlugin(),
    // Not a capability: the rate limits' counters, which every capability's writes use.
    capabilityPlugin({ collections: [rateLimitsCollection(adminsOnly)] }),
    crmPlugin(),
  ],
  // What Payload logs goes to the site's log, in its format (src/platform/log/log.ts).
  logger: payloadLogger,
  graphQL: { disable: true },
  telemetry: false,
  sharp,
  jobs: {
    // By default any logged-in staff member may queue, run or cancel jobs over the REST API. Nobody
    // runs them over it: Payload's runner could take a job another server is running (no autoRun
    // either; src/platform/jobs/jobRunner.ts claims each job for one server).
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
