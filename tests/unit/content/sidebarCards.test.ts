import { describe, expect, it } from 'vitest'

import { sidebarCards, sidebarOffer } from '@/content/components/Sidebar'

const hrefs = (items: number, page: string) => sidebarCards(items, page).map((card) => card.href)

describe('the sidebar cards', () => {
  it("follow the spec's order on an ordinary article: promotion, ask the experts, buying group", () => {
    expect(hrefs(3, '/guide')).toEqual(['/newline', '/asktheexperts', '/consult'])
    expect(hrefs(2, '/hot_tub_shells')).toEqual(['/newline', '/asktheexperts'])
    expect(hrefs(1, '/asktheexperts')).toEqual(['/newline'])
    expect(hrefs(0, '/guide')).toEqual([])
  })

  it('never link to the page they are on, and keep the count the page asks for', () => {
    expect(hrefs(3, '/consult')).toEqual(['/newline', '/asktheexperts', '/price-check'])
    expect(hrefs(3, '/newline')).toEqual(['/asktheexperts', '/consult', '/price-check'])
    expect(hrefs(3, '/asktheexperts')).toEqual(['/newline', '/consult', '/price-check'])
    expect(hrefs(3, '/price-check')).toEqual(['/newline', '/asktheexperts', '/consult'])
    for (const page of ['/newline', '/asktheexperts', '/consult', '/price-check']) {
      for (const items of [1, 2, 3]) expect(hrefs(items, page), `${page} ${items}`).not.toContain(page)
    }
  })

  it('offer the evaluation below the cards on reviews that show cards, and only there', () => {
    expect(sidebarOffer('review', 3)?.href).toBe('/hot_tub_evaluation')
    expect(sidebarOffer('review', 1)?.href).toBe('/hot_tub_evaluation')
    expect(sidebarOffer('review', 0)).toBeNull()
    expect(sidebarOffer('article', 3)).toBeNull()
    expect(sidebarOffer(undefined, 3)).toBeNull()
  })

  it('show at most three', () => {
    expect(hrefs(9, '/guide')).toHaveLength(3)
  })
})
