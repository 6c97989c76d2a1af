import { formatLongDate } from '@/site/dates'
import { groupThousands } from '@/site/numbers'

import type { CarePlan, Step } from '../model/plan'
import { PRODUCTS } from '../model/products'
import { CYANURIC_SOURCE, MAX_CYANURIC_PPM, MAX_WATER_F, type Sanitiser, type TargetRange } from '../model/targets'
import type { ShopLinks } from '../shopLinks'
import { drainDays } from '../model/drain'
import { type DrainDue, drainDue, indexWords, stepWords } from '../words'
import { ShopLinkNote } from './ShopLinkNote'
import { SourceLinks } from './SourceLinks'

type Props = {
  plan: CarePlan
  sanitiser: Sanitiser
  gallons: number
  bathersPerDay: number
  waterF: number
  today: string
  /** YYYY-MM-DD of the last drain and refill, when the owner gave it. */
  lastFilledOn?: string
  shop: ShopLinks
}

const rangeWords = ({ min, max, unit }: TargetRange) => `${min}–${max}${unit ? ` ${unit}` : ''}`

function StepItem({
  step,
  sanitiser,
  sanitiserMax,
  shop,
}: {
  step: Step
  sanitiser: Sanitiser
  sanitiserMax: number
  shop: ShopLinks
}) {
  const words = stepWords(step, sanitiser, sanitiserMax)
  return (
    <li className="water-care__step">
      <p className="water-care__step-title">{words.title}</p>
      <p>{words.detail}</p>
      {words.wait ? <p className="water-care__wait">{words.wait}</p> : null}
      {step.action === 'add' ? (
        <p className="water-care__buy">
          Sold as {PRODUCTS[step.product].soldAs}.
          <ShopLinkNote kind={step.product} shop={shop} />
          {step.throughBromideBank ? (
            <>
              {' '}
              Tablets: bromine tablets, by their label.
              <ShopLinkNote kind="bromineTablets" shop={shop} /> Bromide bank: sodium bromide, by its label.
              <ShopLinkNote kind="sodiumBromide" shop={shop} />
            </>
          ) : null}{' '}
          Strength: {PRODUCTS[step.product].strengthWords}.{' '}
          <SourceLinks
            ids={[
              ...PRODUCTS[step.product].strengthSources,
              ...(PRODUCTS[step.product].teaspoonSource ? [PRODUCTS[step.product].teaspoonSource!] : []),
              PRODUCTS[step.product].waitSource,
              ...(step.throughBromideBank ? (['laMotteBromine'] as const) : []),
            ]}
          />
        </p>
      ) : null}
    </li>
  )
}

/** The drain date: from the last fill when given (overdue said plainly), else as if filled today. */
function DrainWhen({ drain }: { drain: DrainDue }) {
  const by = <strong>{formatLongDate(drain.by)}</strong>
  if (!drain.filledOn) return <>Filled today? Drain by {by}.</>
  const filled = formatLongDate(drain.filledOn)
  return drain.overdue ? (
    <strong>
      Filled on {filled}, so it was due by {formatLongDate(drain.by)}: overdue. Drain and refill now.
    </strong>
  ) : (
    <>
      Filled on {filled}: drain by {by}.
    </>
  )
}

/** The plan for one set of readings: steps in order, the ranges, the index, the drain date, the optional box. */
export function CarePlanView({ plan, sanitiser, gallons, bathersPerDay, waterF, today, lastFilledOn, shop }: Props) {
  const { targets } = plan
  const days = drainDays(plan.drainEveryDays)
  const drain = drainDue(today, plan.drainEveryDays, lastFilledOn)
  const sanitiserName = sanitiser === 'bromine' ? 'Bromine' : 'Free chlorine'
  return (
    <div className="water-care__plan">
      <h2 id="water-care-plan-title">Your plan</h2>
      {plan.tooHot ? (
        <p className="water-care__warning" role="note">
          Your water is above {MAX_WATER_F} °F. That is the most the code allows for a spa. Turn it down before anyone
          gets in. <SourceLinks ids={['nySpaCode']} />
        </p>
      ) : null}
      {plan.steps.length === 0 ? (
        <p>Nothing to add. Every reading is in range. Test again in a few days, and after a busy weekend.</p>
      ) : (
        <ol className="water-care__steps">
          {plan.steps.map((step, index) => (
            <StepItem
              key={`${step.action}-${step.reading}-${index}`}
              step={step}
              sanitiser={sanitiser}
              sanitiserMax={targets.sanitiser.max}
              shop={shop}
            />
          ))}
        </ol>
      )}
      <p className="water-care__note">
        In this order: alkalinity, then pH, then calcium, then the sanitiser. Each dose aims at the middle of its range,
        so a day&rsquo;s drift stays inside it. <SourceLinks ids={plan.sources.order} />
      </p>

      <h3>What the water should read</h3>
      <dl className="water-care__targets">
        <dt>{sanitiserName}</dt>
        <dd>
          {rangeWords(targets.sanitiser)} <SourceLinks ids={[targets.sanitiser.source]} />
        </dd>
        <dt>pH</dt>
        <dd>
          {rangeWords(targets.pH)} <SourceLinks ids={[targets.pH.source]} />
        </dd>
        <dt>Total alkalinity</dt>
        <dd>
          {rangeWords(targets.totalAlkalinity)} <SourceLinks ids={[targets.totalAlkalinity.source]} />
        </dd>
        <dt>Calcium hardness</dt>
        <dd>
          {rangeWords(targets.calciumHardness)} <SourceLinks ids={[targets.calciumHardness.source]} />
        </dd>
        {sanitiser === 'chlorine' ? (
          <>
            <dt>Cyanuric acid</dt>
            <dd>
              at most {MAX_CYANURIC_PPM} ppm <SourceLinks ids={[CYANURIC_SOURCE]} />
            </dd>
          </>
        ) : null}
        <dt>Water temperature</dt>
        <dd>
          at most {MAX_WATER_F} °F <SourceLinks ids={['nySpaCode']} />
        </dd>
      </dl>
      <p className="water-care__note">
        These ranges hold at any soaking temperature. Temperature moves the saturation index instead: hot water drops
        scale sooner than cool water with the same readings.
      </p>

      <h3>Scale or corrosion, at {waterF} °F</h3>
      <p className="water-care__index">{indexWords(plan.index)}</p>
      <p className="water-care__note">
        Worked out from your readings as they are now, before you add anything, with the calcite saturation index and
        its temperature factor. <SourceLinks ids={plan.sources.index} />
      </p>

      <h3>Drain and refill</h3>
      <p>
        Every {groupThousands(days)} days: {groupThousands(gallons)} gallons ÷ 3 ÷ {bathersPerDay} bathers a day.{' '}
        <DrainWhen drain={drain} /> Dissolved solids build up with every soak and every dose, and only fresh water takes
        them out. <SourceLinks ids={plan.sources.drain} />
      </p>

      <aside className="water-care__optional" aria-labelledby="water-care-optional-title">
        <h3 id="water-care-optional-title">Optional: enzymes and clarifiers</h3>
        <p>
          Neither one sanitises, so neither is part of the plan above. Skip them and your water is still safe. If you
          use one, dose it by its label: strengths differ by product, so we give no amount.
        </p>
        <ul>
          {plan.optional.map((extra) => (
            <li key={extra.id}>
              <strong>{extra.name}</strong>: for {extra.helpsWith}.
              <ShopLinkNote kind={extra.id} shop={shop} />
            </li>
          ))}
        </ul>
      </aside>
    </div>
  )
}
