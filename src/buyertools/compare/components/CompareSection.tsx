import '../../components/emailMe.css'
import '../../components/tool.css'
import './compare.css'

import { LazyCompareTubs } from './LazyCompareTubs'

/** The compare page's feature: two or three tubs' costs, worked out in the browser. */
export function CompareSection() {
  return (
    <section className="tool compare" aria-labelledby="compare-title">
      <h2 id="compare-title">Compare your tubs per year of service</h2>
      <LazyCompareTubs />
    </section>
  )
}
