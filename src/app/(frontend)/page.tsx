import type { Metadata } from 'next'

import { BuyerToolLinks } from '@/buyertools/components/BuyerToolLinks'
import { ContentList } from '@/content/components/ContentList'
import { HomeCards } from '@/content/components/HomeCards'
import { getPostPage } from '@/content/server/cachedContent'
import { pageAlternates } from '@/site/metadata'
import { getSiteSettings } from '@/site/settings/getSiteSettings'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await getSiteSettings()
  return {
    title: { absolute: `${productName}: honest hot tub buying advice` },
    description:
      'Independent hot tub and swim spa buyer education: how tubs are really ' +
      'built and sold, brand reviews, a free price checker and expert answers.',
    alternates: pageAlternates('/', productName),
  }
}

/** Home: the way in to every service, then everything we have published. */
export default async function HomePage() {
  const { productName } = await getSiteSettings()
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container">
          <span className="eyebrow">Independent buyer&rsquo;s advocate</span>
          <h1 id="home-title">Buy the right hot tub the first time</h1>
          <p className="hero__lead">
            {productName} explains how hot tubs are really built and really sold, so you can walk into a showroom
            knowing which questions matter. We sell advice, not spas: no dealer pays us to like their tub.
          </p>
        </div>
      </section>
      <HomeCards />
      <BuyerToolLinks />
      <section className="container page-section" aria-labelledby="latest-heading">
        <h2 id="latest-heading">Latest articles, reviews and videos</h2>
        <ContentList
          initial={await getPostPage('all', 1)}
          nextPageUrl="/api/content/posts?postType=all"
          headingLevel={3}
        />
      </section>
    </>
  )
}
