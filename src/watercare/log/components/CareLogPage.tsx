import '@/buyertools/components/tool.css'
import './careLog.css'

import { SOURCES } from '../../model/sources'
import { TARGETS } from '../../model/targets'
import { LazyCareLog } from './LazyCareLog'

const { chlorine, bromine } = TARGETS
const { pH } = chlorine

/**
 * `/water-care/log`: what the log is and where it lives, in the server's HTML, then the log itself,
 * which the browser reads from its own storage.
 */
export function CareLogPage() {
  return (
    <div className="container page-section care-log">
      <h1>Your hot tub care log</h1>
      <p>
        Write down each test and what you put in. After a month you see what your water does: the pH that creeps up
        every week, the chlorine that is gone by Sunday, the dose that worked. That beats guessing from one test.
      </p>
      <p className="care-log__private">
        <strong>The log stays on this device.</strong> It is kept in this browser&rsquo;s own storage and the page sends
        none of it to us or anyone: no account, no upload. The flip side: clear the browser&rsquo;s data and the log is
        gone, and another phone does not see it. Export it as a file to keep a copy or to move it.
      </p>
      <section className="tool" aria-label="The care log">
        <LazyCareLog />
      </section>
      <p className="care-log__sources">
        Target ranges on the chart: pH {pH.min} to {pH.max}, free chlorine {chlorine.sanitiser.min} to{' '}
        {chlorine.sanitiser.max} ppm, bromine {bromine.sanitiser.min} to {bromine.sanitiser.max} ppm, from the{' '}
        <a href={SOURCES.nySpaCode.url}>{SOURCES.nySpaCode.title}</a>. The readings take the same values as our
        water-care calculator.
      </p>
    </div>
  )
}
