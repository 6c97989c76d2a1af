// @vitest-environment happy-dom
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { EvaluationView } from '@/commerce/components/EvaluationView'
import { PostBody } from '@/content/components/PostBody'
import { readContentFolder } from '@/content/markdown/contentFolder'
import { readGfmTable, splitTableRow } from '@/content/markdown/gfmTable'
import { type PostEditorConfig, postBodyFromMarkdown, postEditorConfig } from '@/content/markdown/postBodyFromMarkdown'
import { postBodyHtml } from '@/content/server/postHtml'
import type { Evaluation } from '@/payload-types'

/**
 * Every page of content/ through the real Markdown import and both renderers (the page's
 * PostBody and the API's HTML): nothing a reader sees may still be Markdown syntax.
 */
const { files } = readContentFolder()
const TABLE_PAGES = [
  'guide',
  'brands',
  'clamped_plumbing_lines_in_hot_tubs',
  'ultralift',
  'beware_of_full_foam',
  'newline',
  'proprietaryparts',
  'therapy_hot_tubs',
]

let editorConfig: PostEditorConfig
beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-0123456789'
  const { default: config } = await import('@payload-config')
  editorConfig = await postEditorConfig(await config)
})

const renderers = {
  page: (body: unknown) => renderToStaticMarkup(createElement(PostBody, { body })),
  api: (body: unknown) => postBodyHtml(body),
}
/** Markdown imported as the content import does, rendered by each renderer and parsed: [its name, the HTML]. */
const renderedBy = (markdown: string, by: Record<string, (body: unknown) => string> = renderers) =>
  Object.entries(by).map(
    ([name, render]) => [name, parse(render(postBodyFromMarkdown(markdown, editorConfig)))] as const,
  )
/** A delivered evaluation (`/eval/{id}`): staff write it in the same rich text. */
const evaluationPage = (body: unknown) => {
  const evaluation = {
    id: 1,
    evalId: 'e1',
    status: 'delivered',
    evaluation: body,
    createdAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
  }
  return renderToStaticMarkup(createElement(EvaluationView, { evaluation: evaluation as unknown as Evaluation }))
}

const parse = (html: string) => {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

/** What would show Markdown syntax as text: table rows, list items, headings, quotes, fences. */
const LITERAL_MARKDOWN = [
  { what: 'a table row', pattern: /^\|.*\|$|^\|?\s*:?-{3,}:?\s*\|/ },
  { what: 'a list item', pattern: /^([-*+]|\d{1,3}[.)])\s/ },
  { what: 'a heading', pattern: /^#{1,6}(\s|$)/ },
  { what: 'a quote', pattern: /^>\s/ },
  { what: 'a code fence', pattern: /^(```|~~~)/ },
  { what: 'bold or link syntax', pattern: /\*\*\S|\]\(\/?[\w-]/ },
]

/** The lines of text in paragraphs, list items, cells and captions (headings may start with "5."). */
function textLines(root: HTMLElement): string[] {
  const lines: string[] = []
  for (const element of root.querySelectorAll('p, li, td, th, caption')) {
    const copy = element.cloneNode(true) as HTMLElement
    copy.querySelectorAll('ul, ol').forEach((nested) => nested.remove())
    copy.querySelectorAll('br').forEach((br) => br.replaceWith('\n'))
    lines.push(
      ...(copy.textContent ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
  }
  return lines
}

const markdownTables = (markdown: string) => {
  const lines = markdown.split('\n')
  return lines.flatMap((_, index) => {
    const table = readGfmTable(lines, index)
    return table && (index === 0 || !splitTableRow(lines[index - 1]!)) ? [table] : []
  })
}

describe('GitHub-flavoured table rows', () => {
  it('splits cells at unescaped pipes, with or without the outer pipes, and trims them', () => {
    expect(splitTableRow('| a | **b** | c \\| d |')).toEqual(['a', '**b**', 'c | d'])
    expect(splitTableRow('a | b')).toEqual(['a', 'b'])
    expect(splitTableRow('| | empty first |')).toEqual(['', 'empty first'])
    expect(splitTableRow('no pipe here')).toBeNull()
    expect(splitTableRow('    | code | block |')).toBeNull()
  })

  it('needs a delimiter row as wide as the header, and ends at a blank line', () => {
    const lines = ['| A | B |', '|:--|--:|', '| 1 | 2 |', '| 3 |', '', '| x | y |']
    expect(readGfmTable(lines, 0)).toEqual({
      header: ['A', 'B'],
      rows: [
        ['1', '2'],
        ['3', ''],
      ],
      endLineIndex: 3,
    })
    expect(readGfmTable(['| A | B |', '| 1 | 2 |'], 0)).toBeNull()
    expect(readGfmTable(['| A | B |', '|---|'], 0)).toBeNull()
  })
})

describe('the Markdown import and the renderers', () => {
  it('make a table with column headers, row headers, formatted cells and a caption from a bold line', () => {
    const markdown =
      'Intro.\n\n**Running costs by insulation**\n\n| | Perimeter | Full foam |\n|---|---|---|\n| ' +
      'R-value | about **13.5** | about 35 |\n| Link | [guide](/guide) | a \\| b |\n\nAfter.'
    for (const [name, root] of renderedBy(markdown)) {
      const region = root.querySelector('div.table-scroll')
      expect(region?.getAttribute('role'), name).toBe('region')
      expect(region?.getAttribute('tabindex'), name).toBe('0')
      expect(region?.getAttribute('aria-label'), name).toBe('Running costs by insulation')
      expect(root.querySelector('caption')?.textContent, name).toBe('Running costs by insulation')
      expect(
        [...root.querySelectorAll('p')].map((p) => p.textContent),
        name,
      ).toEqual(['Intro.', 'After.'])
      expect(
        [...root.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent),
        name,
      ).toEqual(['Perimeter', 'Full foam'])
      expect(root.querySelectorAll('thead td').length, name).toBe(1)
      expect(
        [...root.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent),
        name,
      ).toEqual(['R-value', 'Link'])
      expect(root.querySelector('tbody td strong')?.textContent, name).toBe('13.5')
      expect(root.querySelector('tbody td a')?.getAttribute('href'), name).toBe('/guide')
      expect(root.querySelector('tbody tr:last-child td:last-child')?.textContent, name).toBe('a | b')
      expect(root.querySelectorAll('td p, th p').length, name).toBe(0)
    }
  })

  it('understand the rest of the Markdown content/README.md lists', () => {
    const markdown =
      '## Two\n\n### Three\n\nSome *italic*, **bold** and `code` with [a ' +
      'link](/guide).\n\n- one\n- two\n\n1. first\n2. second\n\n> A quote.'
    for (const [name, root] of renderedBy(markdown)) {
      expect([root.querySelector('h2')?.textContent, root.querySelector('h3')?.textContent], name).toEqual([
        'Two',
        'Three',
      ])
      expect(
        [
          root.querySelector('em')?.textContent,
          root.querySelector('strong')?.textContent,
          root.querySelector('code')?.textContent,
        ],
        name,
      ).toEqual(['italic', 'bold', 'code'])
      expect(root.querySelector('a')?.getAttribute('href'), name).toBe('/guide')
      expect(root.querySelectorAll('ul > li').length, name).toBe(2)
      expect(root.querySelectorAll('ol > li').length, name).toBe(2)
      expect(root.querySelector('blockquote')?.textContent?.trim(), name).toBe('A quote.')
      expect(textLines(root), name).not.toContainEqual(expect.stringMatching(/^([-#>]|\d\.)/))
    }
  })

  it("number list items only where HTML allows it and the number is not the item's place", () => {
    // HTML allows `value` on items of ordered lists only; Lexical stores a number on every item.
    const markdown = '- one\n- two\n  - inner\n- three\n\n1. first\n2. second\n\nBetween.\n\n3. third\n4. fourth'
    for (const [name, root] of renderedBy(markdown, { ...renderers, evaluation: evaluationPage })) {
      const values = (selector: string) =>
        [...root.querySelectorAll(selector)].map((item) => item.getAttribute('value'))
      expect(root.querySelectorAll('ul li').length, name).toBeGreaterThanOrEqual(4)
      expect(
        values('ul li').filter((value) => value !== null),
        name,
      ).toEqual([])
      const lists = [...root.querySelectorAll('ol')].map((list) =>
        [...list.children].map((item) => [item.textContent?.trim(), item.getAttribute('value')]),
      )
      // A list that starts past 1 keeps its numbers: the renderers write no `start`.
      expect(lists, name).toEqual([
        [
          ['first', null],
          ['second', null],
        ],
        [
          ['third', '3'],
          ['fourth', '4'],
        ],
      ])
    }
  })

  it('write tables back out as GitHub-flavoured Markdown (cells as plain text)', async () => {
    const { convertLexicalToMarkdown } = await import('@payloadcms/richtext-lexical')
    const markdown = '| Part | Why |\n|---|---|\n| Pump | Works **hard** |\n| Pipe | a \\| b |'
    const written = convertLexicalToMarkdown({ data: postBodyFromMarkdown(markdown, editorConfig), editorConfig })
    expect(written).toBe('| Part | Why |\n| --- | --- |\n| Pump | Works hard |\n| Pipe | a \\| b |')
  })

  it('names a table without a caption by its columns, and leaves pipes outside tables as text', () => {
    const body = postBodyFromMarkdown('| Part | Why |\n|---|---|\n| Pump | Works hard |\n\nEither | or.', editorConfig)
    const root = parse(postBodyHtml(body))
    expect(root.querySelector('.table-scroll')?.getAttribute('aria-label')).toBe('Table: Part, Why')
    expect(root.querySelector('caption')).toBeNull()
    expect(root.querySelector('p')?.textContent).toBe('Either | or.')
  })
})

it('recognises Markdown left as text', () => {
  const root = parse(
    '<p>| A | B |</p><p>|---|---|</p><ul><li>- nested dash</li></ul><p>1. step</p>' +
      '<p>## Heading</p><p>&gt; quote</p><table><tr><td>see **bold**</td></tr></table>',
  )
  const found = textLines(root).filter((line) => LITERAL_MARKDOWN.some(({ pattern }) => pattern.test(line)))
  expect(found).toEqual(['| A | B |', '|---|---|', '- nested dash', '1. step', '## Heading', '> quote', 'see **bold**'])
})

describe.each(files.map((file) => [file.frontMatter.path, file] as const))('/%s', (pagePath, file) => {
  it.each(Object.entries(renderers))('shows no Markdown syntax as text (%s HTML)', (_name, render) => {
    const root = parse(render(postBodyFromMarkdown(file.body, editorConfig)))
    const literal = textLines(root).flatMap((line) =>
      LITERAL_MARKDOWN.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${what}: ${line.slice(0, 80)}`),
    )
    expect(literal).toEqual([])
    const tables = markdownTables(file.body)
    expect(root.querySelectorAll('table')).toHaveLength(tables.length)
    root.querySelectorAll('table').forEach((table, index) => {
      expect(table.querySelectorAll('tbody tr')).toHaveLength(tables[index]!.rows.length)
      expect(table.querySelectorAll('thead th[scope="col"]').length).toBeGreaterThan(0)
    })
    if (TABLE_PAGES.includes(pagePath)) expect(tables.length).toBeGreaterThan(0)
  })
})

it('covers every page named in issue 13', () => {
  expect(TABLE_PAGES.filter((pagePath) => !files.some((file) => file.frontMatter.path === pagePath))).toEqual([])
})
