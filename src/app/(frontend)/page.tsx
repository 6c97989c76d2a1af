import type { Metadata } from 'next'
import Link from 'next/link'

import { getSiteSettings } from '@/site/settings/getSiteSettings'

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await getSiteSettings()
  return {
    title: { absolute: `${productName}: honest hot tub buying advice` },
    description:
      'Independent hot tub and swim spa buyer education: how tubs are really built and sold, brand reviews, a free price checker and expert answers.',
    alternates: { canonical: '/' },
  }
}

export default async function HomePage() {
  const { productName } = await getSiteSettings()
  return (
    <section className="hero" aria-labelledby="home-title">
      <div className="container">
        <span className="eyebrow">Independent buyer&rsquo;s advocate</span>
        <h1 id="home-title">Buy the right hot tub the first time</h1>
        <p className="hero__lead">
          {productName} explains how hot tubs are really built and really sold, so you can walk into a showroom
          knowing which questions matter. We sell advice, not spas: no dealer pays us to like their tub.
        </p>
        <div className="hero__actions">
          <Link className="button" href="/guide">
            Read the Buyers Guide
          </Link>
          <Link className="button button--secondary" href="/asktheexperts">
            Ask the experts
          </Link>
        </div>
      </div>
    </section>
  )
}
