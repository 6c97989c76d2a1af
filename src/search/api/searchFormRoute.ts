import { NextResponse, type NextRequest } from 'next/server'

import { withoutControlCharacters } from '@/platform/http/schemas'
import { searchPath } from '@/site/shell/navigation'

import { MAX_QUERY_LENGTH } from '../engine/SearchEngine'

/**
 * `GET /search?q=…`: where the header's search box lands when the page's app is not running (it
 * is a plain GET form): a redirect to the results' own address, `/search/{term}`. A blank term goes
 * to the results page that says what to type.
 */
export function GET(request: NextRequest) {
  const term = withoutControlCharacters(request.nextUrl.searchParams.get('q') ?? '')
    .slice(0, MAX_QUERY_LENGTH)
    .trim()
  return NextResponse.redirect(new URL(searchPath(term || ' '), request.nextUrl), 308)
}
