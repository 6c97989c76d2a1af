import { type Promo, PromoCard } from './PromoCard'

/**
 * The spec's order: the promotion, then ask the experts (count above 1), then the buying group
 * (above 2); the price check last, standing in for a card that would link to the page it is on.
 */
const CARDS: Promo[] = [
  {
    href: '/newline',
    eyebrow: 'Best value',
    title: 'A well-built tub for less',
    text: 'The factory-direct line we point budget buyers to, and why it passes our checks.',
    cta: 'See the value pick',
  },
  {
    href: '/asktheexperts',
    eyebrow: 'Free',
    title: 'Ask the experts',
    text: 'Post your question about a tub, a dealer or a quote. We answer in public, for free.',
    cta: 'Ask a question',
  },
  {
    href: '/consult',
    eyebrow: 'Buying group',
    title: 'Private Buyers Service',
    text: 'Shop with a buyer’s advocate beside you and our group pricing behind you.',
    cta: 'How it works',
  },
  {
    href: '/price-check',
    eyebrow: 'Free price check',
    title: 'Is your quote fair?',
    text: 'Send us your quotes and we tell you whether the price is right.',
    cta: 'Check a price',
  },
]

/** On reviews, where a buyer with a quote in hand reads about the brand: the paid evaluation. */
const REVIEW_CARD: Promo = {
  href: '/hot_tub_evaluation',
  eyebrow: 'Quote in hand?',
  title: 'Hot tub evaluation',
  text: 'Send us the quote and the tub you are offered; we tell you if it is a good tub and a fair deal.',
  cta: 'Get an evaluation',
}

/**
 * The cards beside the page at `currentHref`, in the spec's order: `items` of them, never one leading to that page
 * itself.
 */
export function sidebarCards(items: number, currentHref: string): Promo[] {
  return CARDS.filter((card) => card.href !== currentHref).slice(0, Math.max(0, Math.min(items, 3)))
}

/** The offer a review's sidebar adds below its Popular cards (the spec's list and count stay as they are). */
export const sidebarOffer = (kind: string | undefined, cards: number): Promo | null =>
  kind === 'review' && cards > 0 ? REVIEW_CARD : null

/** The “Popular” column beside articles; `items` (0-3) says how many cards it shows; `kind` is the post's. */
export function Sidebar({ items, currentHref, kind }: { items: number; currentHref: string; kind?: string }) {
  const cards = sidebarCards(items, currentHref)
  if (cards.length === 0) return null
  const offer = sidebarOffer(kind, cards.length)
  return (
    <aside className="sidebar" aria-labelledby="sidebar-heading">
      <h2 id="sidebar-heading" className="sidebar__heading">
        Popular
      </h2>
      <ul className="grid-list sidebar__list">
        {cards.map((card) => (
          <li key={card.href}>
            <PromoCard promo={card} />
          </li>
        ))}
      </ul>
      {offer ? (
        <section className="sidebar__offer" aria-labelledby="sidebar-offer-heading">
          <h2 id="sidebar-offer-heading" className="sidebar__heading">
            {offer.eyebrow}
          </h2>
          <PromoCard promo={offer} />
        </section>
      ) : null}
    </aside>
  )
}
