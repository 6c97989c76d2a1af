import { SiteLink } from '@/site/shell/SiteLink'

import { ArrowIcon } from '@/site/shell/icons'

export type Promo = { href: string; eyebrow: string; title: string; text: string; cta: string }

/** A card that leads to one of the site's services: the home page's ways in and the sidebar. */
export function PromoCard({ promo, featured = false }: { promo: Promo; featured?: boolean }) {
  return (
    <SiteLink className={featured ? 'promo-card promo-card--featured' : 'promo-card'} href={promo.href}>
      <span className="promo-card__eyebrow">{promo.eyebrow}</span>
      <span className="promo-card__title">{promo.title}</span>
      <span className="promo-card__text">{promo.text}</span>
      <span className="promo-card__cta">
        {promo.cta} <ArrowIcon />
      </span>
    </SiteLink>
  )
}
