import '../../components/emailMe.css'
import '../../components/tool.css'
import './scorecard.css'
import '../../certifiedModels/components/modelPicker.css'

import { getBrandList } from '@/pricecheck/server/brands'

import { LazyScorecard } from './LazyScorecard'

/** The scorecard page's feature: the price checker's brand list in the HTML, the scorecard after it. */
export async function ScorecardSection() {
  const { brands } = await getBrandList()
  return (
    <section className="tool scorecard" aria-labelledby="scorecard-title">
      <h2 id="scorecard-title">Score the quote in your hand</h2>
      <LazyScorecard brands={brands} />
    </section>
  )
}
