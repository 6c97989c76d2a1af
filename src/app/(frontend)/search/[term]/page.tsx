import type { Metadata } from 'next'

import { withoutControlCharacters } from '@/http/schemas'
import { SearchResults } from '@/search/components/SearchResults'

type Props = { params: Promise<{ term: string }> }

// Results depend on the term and on content that changes; rendered per request, never cached.
export const dynamic = 'force-dynamic'

// Next hands over the term already decoded: `/search/100%25` is a search for `100%`.
const termFrom = async (params: Props['params']) => withoutControlCharacters((await params).term).slice(0, 200).trim()

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const term = await termFrom(params)
  return { title: `Search Results for "${term}"`, robots: { index: false, follow: true } }
}

/** `/search/{term}`: the header search box lands here. */
export default async function SearchPage({ params }: Props) {
  return <SearchResults term={await termFrom(params)} />
}
