import config from '@payload-config'
import { RootPage } from '@payloadcms/next/views'

import { generateAdminMetadata, type AdminRouteArgs } from '../adminRoute'
import { importMap } from '../importMap.js'

export const generateMetadata = generateAdminMetadata

const AdminPage = ({ params, searchParams }: AdminRouteArgs) => RootPage({ config, params, searchParams, importMap })

export default AdminPage
