import { SiteLink } from '@/site/shell/SiteLink'

import { BUYER_TOOLS } from '@/site/buyerTools'

/** The home page's row of buyer tools, under its cards: work it out yourself, free and at once. */
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
      </ul>
    </section>
  )
}
