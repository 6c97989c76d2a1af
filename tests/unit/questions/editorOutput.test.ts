// @vitest-environment happy-dom
import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'

import { parseImageForm, parseLinkForm } from '@/questions/editor/dialogForms'
import {
  HEADING_LEVELS,
  INDENT_MAX_LEVEL,
  INDENT_STEP_PX,
  LINK_REL,
  TEXT_COLOURS,
} from '@/questions/editor/editorConstants'
import { editorOutput } from '@/questions/editor/editorOutput'
import { createEditorExtensions } from '@/questions/editor/extensions'
import { applyImage, imageTargetFromSelection } from '@/questions/editor/imageActions'
import { applyLink, linkTargetFromSelection } from '@/questions/editor/linkActions'
import { COMMENT_HTML_CONTRACT } from '@/questions/editor/outputContract'
import { cleanPastedHtml } from '@/questions/editor/pasteGuards'

type Contract = {
  tags: readonly string[]
  attributes: Record<string, readonly string[] | undefined>
  styles: Record<string, Record<string, readonly RegExp[] | undefined> | undefined>
  urlSchemes: Record<string, Record<string, readonly string[] | undefined> | undefined>
}
const contract: Contract = COMMENT_HTML_CONTRACT

/** Every way `html` steps outside the output contract; empty when it stays inside. */
function contractViolations(html: string): string[] {
  const template = document.createElement('template')
  template.innerHTML = html
  const problems: string[] = []
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    if (!contract.tags.includes(tag)) {
      problems.push(`tag <${tag}>`)
      continue
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (!(contract.attributes[tag] ?? []).includes(name)) {
        problems.push(`<${tag} ${name}="${value}">`)
        continue
      }
      const schemes = contract.urlSchemes[tag]?.[name]
      if (schemes && !schemes.some((scheme) => value.toLowerCase().startsWith(`${scheme}:`)))
        problems.push(`<${tag} ${name}="${value}"> scheme`)
      if (name !== 'style') continue
      for (const declaration of value
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [property = '', ...rest] = declaration.split(':')
        const patterns = contract.styles[tag]?.[property.trim()]
        const styleValue = rest.join(':').trim()
        if (!patterns?.some((pattern) => pattern.test(styleValue))) problems.push(`<${tag} style="${declaration}">`)
      }
    }
  }
  return problems
}

const editors: Editor[] = []
function makeEditor(content = '<p>Hello world</p>') {
  const editor = new Editor({ extensions: createEditorExtensions(), content })
  editors.push(editor)
  return editor
}
afterEach(() => {
  while (editors.length) editors.pop()?.destroy()
})

function expectInsideContract(editor: Editor) {
  const html = editor.getHTML()
  expect(contractViolations(html), html).toEqual([])
  return html
}

describe('the contract checker itself', () => {
  it('flags what the contract leaves out', () => {
    expect(
      contractViolations('<p class="x" style="color: red">a</p><div>b</div><a href="javascript:alert(1)">c</a>'),
    ).toEqual(['<p class="x">', '<p style="color: red">', 'tag <div>', '<a href="javascript:alert(1)"> scheme'])
  })
})

describe('the editor output stays inside the output contract', () => {
  it('marks: bold, italic, underline, strike, inline code', () => {
    const editor = makeEditor()
    editor.chain().selectAll().toggleBold().toggleItalic().toggleUnderline().toggleStrike().run()
    const html = expectInsideContract(editor)
    expect(html).toBe('<p><strong><em><s><u>Hello world</u></s></em></strong></p>')
    editor.chain().selectAll().unsetAllMarks().toggleCode().run()
    expect(expectInsideContract(editor)).toBe('<p><code>Hello world</code></p>')
  })

  it('headings, the four alignments and indentation up to the maximum', () => {
    const editor = makeEditor()
    // Block commands act on the block holding the cursor.
    editor.commands.setTextSelection(3)
    for (const level of HEADING_LEVELS) {
      editor.commands.setHeading({ level })
      // The trailing empty paragraph lets people type on below a heading, list or image.
      expect(expectInsideContract(editor)).toBe(`<h${level}>Hello world</h${level}><p></p>`)
    }
    editor.commands.setParagraph()
    for (const alignment of ['left', 'center', 'right', 'justify']) {
      editor.commands.setTextAlign(alignment)
      expect(expectInsideContract(editor)).toBe(`<p style="text-align: ${alignment};">Hello world</p><p></p>`)
    }
    editor.commands.unsetTextAlign()
    for (let step = 1; step <= INDENT_MAX_LEVEL + 2; step += 1) editor.commands.indent()
    expect(expectInsideContract(editor)).toBe(
      `<p style="margin-left: ${INDENT_MAX_LEVEL * INDENT_STEP_PX}px;">Hello world</p><p></p>`,
    )
    expect(editor.can().indent()).toBe(false)
    editor.chain().setHeading({ level: 2 }).setTextAlign('center').run()
    expect(expectInsideContract(editor)).toBe(
      '<h2 style="text-align: center; margin-left: 400px;">Hello world</h2><p></p>',
    )
    for (let step = 1; step <= INDENT_MAX_LEVEL + 2; step += 1) editor.commands.outdent()
    expect(expectInsideContract(editor)).toBe('<h2 style="text-align: center;">Hello world</h2><p></p>')
    expect(editor.can().outdent()).toBe(false)
  })

  it('lists, nested by indenting, blockquote, rule and line break', () => {
    const editor = makeEditor('<ul><li><p>one</p></li><li><p>two</p></li></ul>')
    editor.commands.setTextSelection(12)
    editor.commands.indent()
    expect(expectInsideContract(editor)).toBe('<ul><li><p>one</p><ul><li><p>two</p></li></ul></li></ul><p></p>')
    editor.commands.outdent()
    expect(expectInsideContract(editor)).toBe('<ul><li><p>one</p></li><li><p>two</p></li></ul><p></p>')
    editor.commands.setTextSelection({ from: 3, to: 12 })
    editor.commands.toggleOrderedList()
    expect(expectInsideContract(editor)).toBe('<ol><li><p>one</p></li><li><p>two</p></li></ol><p></p>')
    editor.commands.setContent('<p>quote</p>')
    editor.chain().setTextSelection(2).toggleBlockquote().setTextSelection(7).setHardBreak().insertContent('more').run()
    editor.chain().focus('end').setHorizontalRule().run()
    expect(expectInsideContract(editor)).toBe('<blockquote><p>quote<br>more</p></blockquote><hr><p></p>')
  })

  it('every preset colour, and removing colour leaves no empty span', () => {
    const editor = makeEditor()
    for (const colour of TEXT_COLOURS) {
      editor.chain().selectAll().setColor(colour.value).run()
      expect(expectInsideContract(editor)).toBe(`<p><span style="color: ${colour.value};">Hello world</span></p>`)
    }
    editor.chain().selectAll().unsetColor().run()
    expect(expectInsideContract(editor)).toBe('<p>Hello world</p>')
  })

  it('links from the dialog: in a new tab by default, in the same tab when unticked, mailto', () => {
    const editor = makeEditor('<p>Read the guide now</p>')
    editor.commands.setTextSelection({ from: 10, to: 15 })
    const target = linkTargetFromSelection(editor)
    expect(target.initial).toEqual({ url: '', text: 'guide', newTab: true })
    const link = parseLinkForm({ ...target.initial, url: 'https://example.com/guide' })
    expect(link).not.toBeNull()
    applyLink(editor, target.range, link!)
    expect(expectInsideContract(editor)).toBe(
      `<p>Read the <a target="_blank" rel="${LINK_REL}" href="https://example.com/guide">guide</a> now</p>`,
    )

    editor.commands.setTextSelection(12)
    const editing = linkTargetFromSelection(editor)
    expect(editing.editing).toBe(true)
    expect(editing.initial).toEqual({ url: 'https://example.com/guide', text: 'guide', newTab: true })
    applyLink(editor, editing.range, parseLinkForm({ url: 'http://example.org', text: 'manual', newTab: false })!)
    expect(expectInsideContract(editor)).toBe(
      `<p>Read the <a rel="${LINK_REL}" href="http://example.org/">manual</a> now</p>`,
    )

    editor.commands.setTextSelection(editor.state.doc.content.size - 1)
    const atCursor = linkTargetFromSelection(editor)
    applyLink(editor, atCursor.range, parseLinkForm({ url: 'mailto:help@example.com', text: 'mail us', newTab: true })!)
    editor.commands.insertContent(' please')
    const html = expectInsideContract(editor)
    expect(html).toContain(`<a target="_blank" rel="${LINK_REL}" href="mailto:help@example.com">mail us</a> please</p>`)
  })

  it('images from the dialog, resized sizes as whole pixels, no data: or script addresses', () => {
    const editor = makeEditor()
    editor.commands.setTextSelection(editor.state.doc.content.size - 1)
    const target = imageTargetFromSelection(editor)
    expect(target.editing).toBe(false)
    const image = parseImageForm({ src: 'https://example.com/tub.jpg', alt: 'A tub', title: 'Our tub', width: '300' })
    applyImage(editor, target, image!)
    let html = expectInsideContract(editor)
    expect(html).toContain('<img src="https://example.com/tub.jpg" alt="A tub" title="Our tub" width="300">')

    // A drag of the resize handle stores what it measured.
    editor.commands.updateAttributes('image', { width: 123.6, height: 80.2 })
    html = expectInsideContract(editor)
    expect(html).toContain('width="124" height="80"')
    editor.commands.updateAttributes('image', { width: 10, height: 3000 })
    expect(expectInsideContract(editor)).toContain(
      '<img src="https://example.com/tub.jpg" alt="A tub" title="Our tub">',
    )
    editor.commands.updateAttributes('image', { width: 123.6, height: 80.2 })

    const selected = imageTargetFromSelection(editor)
    expect(selected.editing).toBe(true)
    expect(selected.initial).toEqual({
      src: 'https://example.com/tub.jpg',
      alt: 'A tub',
      title: 'Our tub',
      width: '124',
    })
    applyImage(editor, selected, parseImageForm({ ...selected.initial, alt: 'Our hot tub' })!)
    expect(expectInsideContract(editor)).toContain('alt="Our hot tub" title="Our tub" width="124" height="80"')

    editor.commands.setContent(
      '<p>x</p><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img src="/local.png">',
    )
    expect(expectInsideContract(editor)).toBe('<p>x</p>')
  })

  it('hostile pasted HTML comes out inside the contract', () => {
    const hostile = [
      '<p class="lead" id="x" onclick="alert(1)" style="text-align: ' +
        'start; margin-left: 13px; color: red; position: fixed">one</p>',
      '<h2 style="margin-left: 9999px; text-align: center">two</h2>',
      '<p><a href="javascript:alert(1)">bad link</a> <a href="https://ok.example" ' +
        'target="_top" class="c" onmouseover="x()">good</a></p>',
      '<p><span style="color: var(--evil); font-size: 40px; background: url(javascript:alert(1))">plain</span>',
      '<span style="color: red">named</span> <span style="color: rgb(10, 20, 30)">rgb</span></p>',
      '<ol type="a" start="3" style="list-style-type: upper-roman"><li>three</li></ol>',
      '<pre><code class="language-js">code()</code></pre>',
      '<table><tr><td>cell</td></tr></table><div data-x="1">div</div>',
      '<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(1)"><circle /></svg><img src="x" onerror="alert(1)"><b>bold</b><i>it</i>',
      '<p><img src="https://ok.example/a.png" style="width: 10px" class="x" width="abc" height="-3"></p>',
    ].join('')
    const editor = makeEditor(cleanPastedHtml(hostile))
    const html = expectInsideContract(editor)
    expect(html).toContain('<h2 style="text-align: center; margin-left: 400px;">two</h2>')
    expect(html).toContain(`<a target="_blank" rel="${LINK_REL}" href="https://ok.example">good</a>`)
    expect(html).toContain('<span style="color: rgb(10, 20, 30);">rgb</span>')
    expect(html).toContain('<ol start="3">')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).not.toMatch(/javascript|onclick|onerror|onload|script|iframe|svg|class=|data-/i)
  })
})

describe('what the form receives', () => {
  it('is empty for nothing, spaces or empty paragraphs, and not for an image', () => {
    const editor = makeEditor('<p></p>')
    expect(editorOutput(editor)).toEqual({ html: '', isEmpty: true })
    editor.commands.setContent('<p>   </p><p></p>')
    expect(editorOutput(editor).isEmpty).toBe(true)
    editor.commands.setContent('<img src="https://example.com/a.png">')
    expect(editorOutput(editor).isEmpty).toBe(false)
    editor.commands.setContent('<p>Question?</p>')
    expect(editorOutput(editor)).toEqual({ html: '<p>Question?</p>', isEmpty: false })
  })
})
