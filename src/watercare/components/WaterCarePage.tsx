import './waterCare.css'

import type { ReactNode } from 'react'

import { PRODUCTS } from '../model/products'
import { FORMULA_SOURCES } from '../model/plan'
import { SourceLinks } from './SourceLinks'

/** The owner's corner: its pages, as plain links (each works without the app). */
export const OWNERS_CORNER = [
  { href: '/water-care', label: 'What do I add?' },
  { href: '/water-care/log', label: 'Care log' },
  { href: '/water-care/reminders', label: 'Care reminders' },
] as const

export function OwnersCornerNav({ current }: { current: string }) {
  return (
    <nav className="water-care__nav" aria-label="Owner’s corner">
      <ul>
        {OWNERS_CORNER.map((page) => (
          <li key={page.href}>
            <a href={page.href} aria-current={page.href === current ? 'page' : undefined}>
              {page.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * `/water-care`, the owner's corner: what the calculator covers and leaves out, the calculator (given by the
 * route, with the tub picker), then every figure's source and what we use where a figure is missing.
 */
export function WaterCarePage({ calculator }: { calculator: ReactNode }) {
  return (
    <div className="container page-section water-care">
      <header>
        <p className="water-care__kicker">The owner&rsquo;s corner</p>
        <h1>What do I add, and how much?</h1>
        <OwnersCornerNav current="/water-care" />
        <p>
          Type in today&rsquo;s test strip or drop-test readings. You get what to add, in which order, how much, and how
          long to wait between doses. No brand to push: every product is named by what it is, and every figure shows
          where it comes from.
        </p>
        <p>
          It covers two systems: chlorine with dichlor granules, and bromine with a bromide bank and tablets. It leaves
          out biguanide (PHMB), salt chlorine generators, trichlor and calcium hypochlorite: we have no sourced
          strengths or doses for them. Mineral sticks, ozone and UV work beside chlorine or bromine, not instead of
          them, so the plan for your sanitiser still applies.
        </p>
      </header>
      {calculator}
      <section className="water-care__sources" aria-labelledby="water-care-sources-title">
        <h2 id="water-care-sources-title">Where the figures come from, and what is missing</h2>
        <ul>
          {Object.values(PRODUCTS).map((product) => (
            <li key={product.name}>
              <strong>{product.name}</strong>: {product.strengthWords}; wait {product.waitMinutes} minutes.{' '}
              <SourceLinks ids={[...product.strengthSources, product.waitSource]} />
            </li>
          ))}
          <li>
            pH doses: worked out from the carbonate buffer at your water&rsquo;s temperature (and cyanuric acid, when
            you test it), not read off one label&rsquo;s chart. Labels disagree with each other by ten times.{' '}
            <SourceLinks ids={FORMULA_SOURCES.pHDose} />
          </li>
          <li>
            Bromine from dichlor: 2.25 ppm of bromine per ppm of chlorine.{' '}
            <SourceLinks ids={FORMULA_SOURCES.bromineFromDichlor} />
          </li>
          <li>
            Never take the pH below 7.2 with acid. <SourceLinks ids={FORMULA_SOURCES.lowestPHForAcid} />
          </li>
        </ul>
        <h3>Missing figures, and what we use instead</h3>
        <ul>
          <li>
            <strong>Spoons.</strong> Only the dichlor label (a level teaspoon is 0.17 oz) and the pH decreaser label (2
            teaspoons are 0.5 oz) print a spoon&rsquo;s weight. For sodium bicarbonate, soda ash and calcium chloride we
            found no sourced weight of a spoonful, so we give grams and ounces only. Use a kitchen scale.
          </li>
          <li>
            <strong>Soda ash purity.</strong> No label we read gives it. We count sodium carbonate as pure, so the dose
            may be a little low: retest after it, as the plan says.
          </li>
          <li>
            <strong>Bromide bank.</strong> The only figure we found for how much sodium bromide a fresh fill needs is a
            forum post, so we do not size it, nor the tablets: both follow their labels.
          </li>
          <li>
            <strong>Ranges differ by source.</strong> Labels ask alkalinity of 60–100 ppm or 125–150 ppm, calcium of
            100–200 ppm or at least 200. We follow one maker&rsquo;s manual and name it beside each range.
          </li>
          <li>
            <strong>Total dissolved solids</strong> are not asked: the drain date is the bathers rule only.
          </li>
        </ul>
      </section>
    </div>
  )
}
