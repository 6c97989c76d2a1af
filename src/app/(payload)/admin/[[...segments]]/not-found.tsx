import config from '@payload-config'
import { NotFoundPage } from '@payloadcms/next/views'

import { generateAdminMetadata, type AdminRouteArgs } from '../adminRoute'
import { importMap } from '../importMap.js'

export const generateMetadata = generateAdminMetadata

const AdminNotFound = ({ params, searchParams }: AdminRouteArgs) =>
  NotFoundPage({ config, params, searchParams, importMap })

export default AdminNotFound
