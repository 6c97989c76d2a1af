import type { Payload } from 'payload'

import { MANAGE_REFUSALS } from '../schema'
import { ownerOfManageToken } from '../server/manage'
import { kindsOf } from '../server/owners'
import { ManageReminders } from './ManageReminders'

/**
 * `/water-care/reminders/manage?token=…`, the link in every reminder: the owner's settings to change, and
 * buttons to stop the reminders or delete everything. No account: the signed link is the proof. Opening the
 * page changes nothing.
 */
export async function ManageRemindersPage({ payload, token }: { payload: Payload; token: string }) {
  const found = token ? await ownerOfManageToken(payload, token) : { verdict: 'invalid' as const }
  const usable = found.verdict === 'ok' && found.owner.status !== 'waiting'
  return (
    <div className="container page-section reminders">
      <h1>Your care reminders</h1>
      {usable ? (
        <>
          <p>Reminders to {found.owner.email}. Change what you get, stop them, or delete everything we keep.</p>
          <ManageReminders
            token={token}
            stopped={found.owner.status === 'unsubscribed'}
            settings={{
              gallons: String(found.owner.gallons),
              bathersPerDay: String(found.owner.bathersPerDay),
              kinds: kindsOf(found.owner),
              centsPerKwh:
                found.owner.centsPerKwh === null || found.owner.centsPerKwh === undefined
                  ? ''
                  : String(found.owner.centsPerKwh),
              state: found.owner.state ?? '',
              lastFilledOn: found.owner.lastFilledOn ?? '',
            }}
          />
        </>
      ) : (
        <p role="alert">{MANAGE_REFUSALS[found.verdict === 'expired' ? 'expired' : 'invalid']}</p>
      )}
    </div>
  )
}
