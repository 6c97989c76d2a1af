import { SiteLink } from '@/site/shell/SiteLink'

import { MONTH_NAMES } from '@/site/dates'
import { centsAsDollars, groupThousands } from '@/site/numbers'
import { priceCheckFrom } from '@/site/buyerTools'
import type { MonthCost, RunningCost, RunningCostInput, whatIf } from '../model'
import { openSurfaceM2 } from '../soaking'
import type { StateFigure } from '../stateFigures'
import { CEC_DATABASE, type CertifiedModel } from '../../certifiedModels/certifiedModel'
import { modelName, STANDBY_ONLY } from '../../certifiedModels/words'
import { EnergyToCompare } from '../../compare/components/EnergyToCompare'
import { ClimateLine, type ClimateUsed } from './ClimateLine'
import { MonthlyCostChart } from './MonthlyCostChart'

type Props = {
  year: RunningCost
  whatIf: ReturnType<typeof whatIf>
  input: RunningCostInput
  place: StateFigure
  climate: ClimateUsed
  /** The certified model whose listing gave the standby figure, or null when the visitor typed it. */
  picked: CertifiedModel | null
}

const difference = (cents: number, against: number) =>
  `${cents >= against ? '+' : '−'}${centsAsDollars(Math.abs(cents - against))}`

/** The year as a band of whole dollars: "$565 to $847". */
export const bandText = ({ band }: RunningCost) =>
  `${centsAsDollars(band.lowCents)} to ${centsAsDollars(band.highCents)}`

const extreme = (months: MonthCost[], of: (month: MonthCost) => number, sign: 1 | -1) =>
  months.reduce((best, month) => (sign * of(month) > sign * of(best) ? month : best))

/** The soaks' share of the year, and what one soak-hour takes at each end of it. */
function SoakingLine({ year, input }: { year: RunningCost; input: RunningCostInput }) {
  const hours = Math.round((input.sessionsPerWeek * input.minutesPerSession * 365.25) / 7 / 60)
  const soakKwh = year.months.reduce((sum, month) => sum + month.useKwh, 0)
  const dearest = extreme(year.months, (month) => month.soakHourKwh, 1)
  const cheapest = extreme(year.months, (month) => month.soakHourKwh, -1)
  const perHour = (month: MonthCost) => `${month.soakHourKwh.toFixed(1)} kWh in ${MONTH_NAMES[month.month]}`
  return (
    <p>
      An hour of soaking, with {openSurfaceM2(input.gallons).toFixed(1)} m² of water open to the air, takes about{' '}
      {perHour(cheapest)} and {perHour(dearest)}
      {hours > 0
        ? `: your ${groupThousands(hours)} hours a year come to ${groupThousands(Math.round(soakKwh))} kWh.`
        : '.'}
    </p>
  )
}

/** Where the standby figure came from, when it is not the legal limit (that case has its own notice). */
function StandbyLine({ watts, picked }: { watts: number; picked: CertifiedModel | null }) {
  if (!picked) return <p>Standby: {watts} W, the label&rsquo;s figure as you typed it.</p>
  const cover = picked.coverModel ? `the ${picked.coverModel} cover` : 'a cover the listing does not name'
  return (
    <p>
      Standby: {watts} W, as the{' '}
      <a href={CEC_DATABASE.url} rel="noopener">
        California Energy Commission lists
      </a>{' '}
      the {modelName(picked)}, tested with {cover}. {STANDBY_ONLY}
    </p>
  )
}

/** The year the calculator works out: a band, the seasons, month by month, and what would change it. */
export function RunningCostResult({ year, whatIf, input, place, climate, picked }: Props) {
  const kwh = groupThousands(Math.round(year.yearKwh))
  const coverLine = input.cover === 'worn' ? 'With a new, snug cover' : 'With a worn cover'
  return (
    <>
      <h3 className="running-cost__band">
        {bandText(year)} a year in {place.name}
      </h3>
      <p>
        Our best estimate is <strong>{centsAsDollars(year.yearCents)}</strong> for {kwh} kWh at {input.centsPerKwh}¢ per
        kWh. The band runs 20 % either side, because your weather, your habits and your tub will not match the averages
        exactly.
      </p>
      <ClimateLine climate={climate} />
      {year.worstCase ? (
        <p className="running-cost__notice">
          Without the label&rsquo;s figure we used {Math.round(year.normalisedWatts)} W: the most{' '}
          {input.spaType === 'inflatable'
            ? `a ${Math.round(input.gallons)}-gallon inflatable spa`
            : `a tub of ${Math.round(input.gallons)} gallons`}{' '}
          may draw on standby and still be sold in California. This is the worst case a legal tub can reach. The
          certified models we have seen sit at roughly 70 to 100 % of their limit, so the label&rsquo;s figure may bring
          this down, but rarely by half.
        </p>
      ) : (
        <StandbyLine watts={Math.round(year.normalisedWatts)} picked={picked} />
      )}
      <SoakingLine year={year} input={input} />
      {input.heater === 'heatPump' ? (
        <p>
          With a heat pump, every kWh of heat costs 1 ÷ COP from the meter: we used a COP of{' '}
          {extreme(year.months, (month) => month.cop, -1).cop.toFixed(1)} in the coldest month and{' '}
          {extreme(year.months, (month) => month.cop, 1).cop.toFixed(1)} in the warmest, from a published curve for home
          heat pumps. None measured on spa heat pumps was available to us: ask the maker for its COP at 104 °F water and
          your winter air.
        </p>
      ) : null}
      <p>
        A winter month (December to February) costs about <strong>{centsAsDollars(year.winterMonthCents)}</strong>; a
        summer month (June to August) about <strong>{centsAsDollars(year.summerMonthCents)}</strong>.
      </p>
      <MonthlyCostChart months={year.months} />
      <table className="tool__table">
        <caption>Month by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Outdoors</th>
            <th scope="col">Energy</th>
            <th scope="col">Cost</th>
          </tr>
        </thead>
        <tbody>
          {year.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{MONTH_NAMES[month.month]}</th>
              <td>{month.outdoorF.toFixed(1)} °F</td>
              <td>{Math.round(month.kwh)} kWh</td>
              <td>{centsAsDollars(month.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>What would change it</h4>
      <ul className="running-cost__what-if">
        <li>
          {coverLine}: {centsAsDollars(whatIf.otherCoverCents)} a year (
          {difference(whatIf.otherCoverCents, year.yearCents)}).
        </li>
        <li>
          At {input.setF - 10} °F instead of {input.setF} °F: {centsAsDollars(whatIf.tenDegreesLowerCents)} a year (
          {difference(whatIf.tenDegreesLowerCents, year.yearCents)}).
        </li>
      </ul>
      <EnergyToCompare yearCents={year.yearCents} />
      <p>
        Weighing a quote? Our <SiteLink href={priceCheckFrom('runningCost')}>free price check</SiteLink> tells you
        within 24 to 48 hours whether the price is fair, and a{' '}
        <SiteLink href="/hot_tub_evaluation">hot tub evaluation</SiteLink> tells you whether the tub is worth its
        running costs.
      </p>
    </>
  )
}
