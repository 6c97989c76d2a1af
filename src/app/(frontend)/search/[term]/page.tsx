import type { Metadata } from 'next'

import { pageParams } from '@/platform/http/safeDecode'
import { withoutControlCharacters } from '@/platform/http/schemas'
import { SearchResults } from '@/search/components/SearchResults'

type Props = { params: Promise<{ term: string }> }

// Results depend on the term and on content that changes; rendered per request, never cached.
export const dynamic = 'force-dynamic'

const cleanTerm = (term: string) => withoutControlCharacters(term).slice(0, 200).trim()

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Decoded by Next here (but not in the page, see pageParams): `/search/100%25` is a search for `100%`.
  const term = cleanTerm((await params).term)
  return { title: `Search Results for "${term}"`, robots: { index: false, follow: true } }
}

/** `/search/{term}`: the header search box lands here. */
export default async function SearchPage({ params }: Props) {
  const [term] = pageParams([(await params).term]) ?? ['']
  return <SearchResults term={cleanTerm(term ?? '')} />
}
