import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { neverShared } from '@/platform/http/neverShared'
import { guardStaffAuth } from '@/staff/authThrottle'
import { refuseCrossSiteWrites } from '@/staff/sameSiteWrites'

// Payload's own REST API (used by the admin), moved off /api so our public contract owns it.
// Writes from other sites' pages are refused; logins and password resets are throttled per
// client address; no answer is ever kept by a cache (they are the staff's).
export const GET = neverShared(REST_GET(config))
export const POST = neverShared(refuseCrossSiteWrites(guardStaffAuth(REST_POST(config))))
export const DELETE = neverShared(refuseCrossSiteWrites(REST_DELETE(config)))
export const PATCH = neverShared(refuseCrossSiteWrites(REST_PATCH(config)))
export const PUT = neverShared(refuseCrossSiteWrites(REST_PUT(config)))
export const OPTIONS = neverShared(REST_OPTIONS(config))
