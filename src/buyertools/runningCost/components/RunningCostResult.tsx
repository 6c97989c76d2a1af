import { SiteLink } from '@/site/shell/SiteLink'

import { MONTH_NAMES } from '@/site/dates'
import { centsAsDollars, groupThousands } from '@/site/numbers'
import { priceCheckFrom } from '../../tools'
import type { RunningCost, RunningCostInput, whatIf } from '../model'
import type { StateFigure } from '../stateFigures'
import { EnergyToCompare } from '../../compare/components/EnergyToCompare'
import { MonthlyCostChart } from './MonthlyCostChart'

type Props = {
  year: RunningCost
  whatIf: ReturnType<typeof whatIf>
  input: RunningCostInput
  place: StateFigure
}

const difference = (cents: number, against: number) =>
  `${cents >= against ? '+' : '−'}${centsAsDollars(Math.abs(cents - against))}`

/** The year as a band of whole dollars: "$565 to $847". */
export const bandText = ({ band }: RunningCost) =>
  `${centsAsDollars(band.lowCents)} to ${centsAsDollars(band.highCents)}`

/** The year the calculator works out: a band, the seasons, month by month, and what would change it. */
export function RunningCostResult({ year, whatIf, input, place }: Props) {
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
      {year.worstCase ? (
        <p className="running-cost__notice">
          Without the label&rsquo;s figure we used {Math.round(year.normalisedWatts)} W: the most a tub of{' '}
          {Math.round(input.gallons)} gallons may draw on standby and still be sold in California. This is the worst
          case a legal tub can reach; a well-built tub certifies far below it.
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
