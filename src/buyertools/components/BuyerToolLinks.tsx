import { SiteLink } from '@/site/shell/SiteLink'

import { BUYER_TOOLS } from '@/site/buyerTools'
import { OWNERS_CORNER_TOOL } from '@/site/ownersCorner'

/**
 * The home page's row of buyer tools, under its cards: work it out yourself, free and at once; then the owner's
 * corner.
 */
export function BuyerToolLinks() {
  return (
    <section className="container buyer-tools" aria-labelledby="buyer-tools-heading">
      <h2 id="buyer-tools-heading" className="buyer-tools__heading">
        Work it out yourself
      </h2>
      <ul className="grid-list buyer-tools__list">
        {BUYER_TOOLS.map((tool) => (
          <li key={tool.href}>
            <SiteLink className="buyer-tools__link" href={tool.href}>
              {tool.title}
            </SiteLink>{' '}
            <span className="buyer-tools__text">{tool.text}</span>
          </li>
        ))}
        <li>
          <SiteLink className="buyer-tools__link" href={OWNERS_CORNER_TOOL.href}>
            {OWNERS_CORNER_TOOL.title}
          </SiteLink>{' '}
          <span className="buyer-tools__text">{OWNERS_CORNER_TOOL.text}</span>
        </li>
      </ul>
    </section>
  )
}
