import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { GET } from '@/search/api/searchFormRoute'

const landing = (query: string) => {
  const response = GET(new NextRequest(`http://localhost:3000/search${query}`))
  return { status: response.status, location: response.headers.get('location') }
}

describe('GET /search?q= (the header search box as a plain form)', () => {
  it('redirects to the results’ own address, the term encoded as the box’s app does', () => {
    expect(landing('?q=salt+water+%26+jets')).toEqual({
      status: 308,
      location: 'http://localhost:3000/search/salt%20water%20%26%20jets',
    })
    expect(landing('?q=100%25')).toEqual({ status: 308, location: 'http://localhost:3000/search/100%25' })
  })

  it('trims the term, makes control characters spaces and keeps at most 200 characters', () => {
    expect(landing('?q=%20%20jets%0A%20').location).toBe('http://localhost:3000/search/jets')
    expect(landing('?q=cover%00lifter').location).toBe('http://localhost:3000/search/cover%20lifter')
    expect(landing(`?q=${'a'.repeat(5000)}`).location).toBe(`http://localhost:3000/search/${'a'.repeat(200)}`)
  })

  it('sends a blank or missing term to the results page that says what to type', () => {
    for (const query of ['', '?q=', '?q=%20%20', '?other=1'])
      expect(landing(query).location, query).toBe('http://localhost:3000/search/%20')
  })
})
