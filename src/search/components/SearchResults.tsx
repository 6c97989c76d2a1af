import { SiteLink } from '@/site/shell/SiteLink'

import { ContentList } from '@/content/components/ContentList'
import { getPayloadClient } from '@/payloadClient'

import { searchPosts } from '../server/siteSearch'

function NoResults({ term }: { term: string }) {
  return (
    <div className="search-empty">
      <p>
        {term ? (
          <>Nothing on the site matches &ldquo;{term}&rdquo; yet.</>
        ) : (
          <>Type a word or two in the search box at the top of the page.</>
        )}
      </p>
      <p>Two places that answer most questions:</p>
      <ul>
        <li>
          <SiteLink href="/guide">The Ultimate Hot Tub Buyers Guide</SiteLink>: the five things that decide how long a
          tub lasts.
        </li>
        <li>
          <SiteLink href="/asktheexperts">Ask the experts</SiteLink>: post your question and we answer it in public, for
          free.
        </li>
      </ul>
    </div>
  )
}

/** The results page: heading, how many matched, then the content list in search mode. */
export async function SearchResults({ term }: { term: string }) {
  const first = term ? await searchPosts(await getPayloadClient(), term, 1) : null
  return (
    <div className="container page-section">
      <header className="list-header">
        <h1>Search Results</h1>
        {first && first.total > 0 ? (
          <p className="list-header__intro" role="status">
            {first.total === 1 ? '1 page matches' : `${first.total} pages match`} &ldquo;{term}&rdquo;, best match
            first.
          </p>
        ) : null}
      </header>
      {first && first.posts.length > 0 ? (
        <ContentList
          key={term}
          initial={first}
          nextPageUrl={`/api/search?searchTerm=${encodeURIComponent(term)}`}
          opensPage
        />
      ) : (
        <NoResults term={term} />
      )}
    </div>
  )
}
