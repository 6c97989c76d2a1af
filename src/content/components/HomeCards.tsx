import { type Promo, PromoCard } from './PromoCard'

export const HOME_CARDS: (Promo & { featured?: boolean })[] = [
  {
    href: '/guide',
    eyebrow: 'Start here',
    title: 'The Ultimate Hot Tub Buyers Guide',
    text:
      'Five things separate a tub that lasts twenty years from ' +
      'one that leaks in seven. Learn them before you shop.',
    cta: 'Read the guide',
    featured: true,
  },
  {
    href: '/consult',
    eyebrow: 'Private Buyers Service',
    title: 'Shop with an advocate',
    text: 'A guided service at 99.00 or full private buying at 249.00, with group pricing behind you.',
    cta: 'See the options',
  },
  {
    href: '/asktheexperts',
    eyebrow: 'Free',
    title: 'Ask the experts',
    text: 'Ask about a tub, a dealer or a build detail. Answers are public and free.',
    cta: 'Ask a question',
  },
  {
    href: '/newline',
    eyebrow: 'Best value',
    title: 'The best value in hot tubs',
    text: 'A factory-direct tub that passes our checks without the showroom mark-up.',
    cta: 'See the value pick',
  },
  {
    href: '/price-check',
    eyebrow: 'Free price check',
    title: 'Is your quote fair?',
    text: 'Send us up to three quotes; a report comes back within 24 to 48 hours.',
    cta: 'Check a price',
  },
]

/** The home page's ways in: the guide first and largest, then the services. */
export function HomeCards() {
  return (
    <section className="container home-cards" aria-label="Where to start">
      <ul className="grid-list home-cards__grid">
        {HOME_CARDS.map((card) => (
          <li
            key={card.href}
            className={card.featured ? 'home-cards__item home-cards__item--featured' : 'home-cards__item'}
          >
            <PromoCard promo={card} featured={card.featured} />
          </li>
        ))}
      </ul>
    </section>
  )
}
