import '../../components/tool.css'
import './runningCost.css'
import '../../certifiedModels/components/modelPicker.css'

import { CEC_DATABASE } from '../../certifiedModels/certifiedModel'
import { STANDBY_ONLY } from '../../certifiedModels/words'
import stationsData from '../../climate/data/stations.json'
import { getStateFigures } from '../server/stateFigures'
import { LazyRunningCostCalculator } from './LazyRunningCostCalculator'

const normals = stationsData.source

/**
 * The running-cost page's feature: the calculator with every state's figures in the HTML (the stations stay
 * on the server, asked for one ZIP code at a time), then the sources.
 */
export async function RunningCostSection() {
  const figures = await getStateFigures()
  const { temperature, price } = figures
  return (
    <section className="tool running-cost" aria-labelledby="running-cost-title">
      <h2 id="running-cost-title">Work out your tub&rsquo;s running cost</h2>
      <LazyRunningCostCalculator states={figures.states} priceYear={price.year} />
      <p className="running-cost__sources">
        Outdoor temperatures: the station nearest your ZIP code, from {normals.publisher},{' '}
        <a href="https://doi.org/10.25921/wck8-er13">U.S. Climate Normals, monthly</a> ({normals.period}),{' '}
        {stationsData.stations.length} stations; our copy holds NOAA&rsquo;s monthly highs and lows rounded to whole
        degrees (via github.com/nse06/Plantr), so each month&rsquo;s mean is within ±0.5 °F of NOAA&rsquo;s. Without a
        ZIP code: {temperature.publisher}, <a href={temperature.url}>{temperature.dataset}</a> ({temperature.period}).
        Electricity prices: {price.publisher}, <a href={price.url}>{price.dataset}</a> ({price.year}). A picked
        tub&rsquo;s figures: <a href={CEC_DATABASE.url}>{CEC_DATABASE.name}</a>, as our staff last imported it.{' '}
        {STANDBY_ONLY}
      </p>
    </section>
  )
}
