import '../../components/tool.css'
import './runningCost.css'

import { getStateFigures } from '../server/stateFigures'
import { LazyRunningCostCalculator } from './LazyRunningCostCalculator'

/** The running-cost page's feature: the calculator with every state's figures in the HTML, then their sources. */
export async function RunningCostSection() {
  const figures = await getStateFigures()
  const { temperature, price } = figures
  return (
    <section className="tool running-cost" aria-labelledby="running-cost-title">
      <h2 id="running-cost-title">Work out your tub&rsquo;s running cost</h2>
      <LazyRunningCostCalculator states={figures.states} priceYear={price.year} />
      <p className="running-cost__sources">
        Outdoor temperatures: {temperature.publisher}, <a href={temperature.url}>{temperature.dataset}</a> (
        {temperature.period}). Electricity prices: {price.publisher}, <a href={price.url}>{price.dataset}</a> (
        {price.year}).
      </p>
    </section>
  )
}
