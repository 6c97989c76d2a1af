import { type Promo, PromoCard } from './PromoCard'

/** The spec's order: the promotion, then ask the experts (count above 1), then the buying group (above 2). */
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
]

/** The “Popular” column beside articles; `items` (0-3) says how many cards it shows. */
export function Sidebar({ items }: { items: number }) {
  const cards = CARDS.slice(0, Math.max(0, Math.min(items, CARDS.length)))
  if (cards.length === 0) return null
  return (
    <aside className="sidebar" aria-labelledby="sidebar-heading">
      <h2 id="sidebar-heading" className="sidebar__heading">
        Popular
      </h2>
      <ul className="sidebar__list">
        {cards.map((card) => (
          <li key={card.href}>
            <PromoCard promo={card} />
          </li>
        ))}
      </ul>
    </aside>
  )
}
