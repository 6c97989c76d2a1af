import { describe, expect, it } from 'vitest'

import { sidebarCards } from '@/content/components/Sidebar'

const hrefs = (items: number, page: string, kind?: string) => sidebarCards(items, page, kind).map((card) => card.href)

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

  it('add the evaluation card on reviews that show cards, and only there', () => {
    expect(hrefs(3, '/reviews/northstar', 'review')).toEqual(['/newline', '/asktheexperts', '/consult', '/hot_tub_evaluation'])
    expect(hrefs(1, '/reviews/northstar', 'review')).toEqual(['/newline', '/hot_tub_evaluation'])
    expect(hrefs(0, '/reviews/northstar', 'review')).toEqual([])
    expect(hrefs(3, '/guide', 'article')).not.toContain('/hot_tub_evaluation')
  })

  it('show at most three', () => {
    expect(hrefs(9, '/guide')).toHaveLength(3)
  })
})
