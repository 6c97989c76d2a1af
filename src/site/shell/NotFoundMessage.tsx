import { SiteLink } from './SiteLink'

/** The body of the 404 page: say plainly what happened and offer the likeliest next steps. */
export function NotFoundMessage() {
  return (
    <div className="container">
      <section className="not-found" aria-labelledby="not-found-title">
        <p className="not-found__code">404 &middot; Page not found</p>
        <h1 id="not-found-title">That page has drained away</h1>
        <p>
          The address may be mistyped, or the page may have moved. Use the search icon at the top of the page, or pick
          up from one of these:
        </p>
        <ul className="grid-list not-found__links">
          <li>
            <SiteLink href="/">The home page</SiteLink>
          </li>
          <li>
            <SiteLink href="/guide">The Ultimate Hot Tub Buyers Guide</SiteLink>
          </li>
          <li>
            <SiteLink href="/asktheexperts">Ask the hot tub experts a question</SiteLink>
          </li>
        </ul>
      </section>
    </div>
  )
}

/**
 * Metadata of the 404 page, for pages that call notFound() themselves: Next does not always apply
 * not-found.tsx's metadata to a cached page, so those pages return this from generateMetadata.
 */
export const notFoundMetadata = { title: 'Page not found', robots: { index: false } } as const
