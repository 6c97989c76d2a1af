import { SOURCES } from '../../model/sources'
import { CONFIRM_LINK_DAYS, MANAGE_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from '../linkTerms'
import { FILTER_DEEP_CLEAN_DAYS, FILTER_RINSE_DAYS, REMINDERS_PER_WEEK, REMINDER_SOURCES } from '../schedule'
import { ReminderSignUp } from './ReminderSignUp'

/** `/water-care/reminders`: the reminders, where their intervals come from, what we keep, and the form. */
export function RemindersPage() {
  return (
    <div className="container page-section reminders">
      <h1>Care reminders by e-mail</h1>
      <p>
        A tub looks after itself for weeks, and then the filter is a brown brick and the water smells. We send you a
        short e-mail when a job is due, and nothing else. At most {REMINDERS_PER_WEEK} a week, the one that says they
        started included. No account.
      </p>
      <h2>What we remind you of, and when</h2>
      <ul>
        <li>
          Rinse the filter every {FILTER_RINSE_DAYS} days, deep clean it every {FILTER_DEEP_CLEAN_DAYS} days. From{' '}
          <a href={REMINDER_SOURCES.filter.url}>{REMINDER_SOURCES.filter.title}</a>. We found no maker&rsquo;s manual
          that gives a figure; if yours does, follow it.
        </li>
        <li>
          Drain and refill every gallons ÷ 3 ÷ bathers per day days. Source:{' '}
          <a href={SOURCES.drainRule.url}>{SOURCES.drainRule.title}</a>. It counts bathers only, not your water. Give
          the day you last filled the tub and we count from it; if that drain is past already, we say so and count from
          the day you confirm.
        </li>
        <li>
          The cover check every 1 October (our choice: before the heating season), with the running-cost
          calculator&rsquo;s test for a tub you own.
        </li>
      </ul>
      <h2>What we keep</h2>
      <p>
        Your address and the settings below. Until you press the button in the confirmation e-mail we send nothing else,
        and we delete the address {UNCONFIRMED_KEPT_DAYS} days after the sign-up. The confirmation link works for{' '}
        {CONFIRM_LINK_DAYS} days; the link in each reminder, to change, stop or delete everything, for{' '}
        {MANAGE_LINK_DAYS} days.
      </p>
      <ReminderSignUp />
    </div>
  )
}
