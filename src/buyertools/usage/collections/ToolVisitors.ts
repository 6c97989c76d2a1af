import { expiringKeysCollection } from '@/platform/db/expiringKeysCollection'
import { adminsOnly } from '@/staff/access'

/**
 * Today's distinct visitors of each buyer tool, so a visitor's uses count once per tool and day: one row
 * per visitor key (an HMAC bound to the tool and the UTC day, never the address), kept until the day
 * ends (`expiresAt`). Written only by `POST /api/tools/used`, with one insert-if-absent (`keepKeyOnce`
 * in src/platform/db).
 */
export const ToolVisitors = expiringKeysCollection({ slug: 'tool-visitors', key: 'visitor', staffOnly: adminsOnly })
