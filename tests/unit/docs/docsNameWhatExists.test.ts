import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// Issue 39: the docs drifted (a README named a removed `dollars.ts` and an `EmailComparisonForm` that never
// existed). Every file path, code name, setting and npm script the docs write in backticks must exist, and
// every link to a file of the repository (`[text](path#heading)`) find its file and heading. The docs: README,
// ARCHITECTURE, the READMEs under src/, docs/ and content/, docs/*.md, the decision records, lab/*.md. What a
// span in backticks is, and how it is checked:
//
// - `npm start`, `npm test`, `npm run <script> …`: a script of package.json (`bench:*`: at least one).
// - A setting or constant in capitals with an underscore (`SITE_URL`, `JOB_LEASE_MS`, `PGPASSWORD=…`): a
//   word of the code, `.env.example`, package.json or deploy/.
// - A path (it has a `/`, or ends in the extension of a file the repository holds): a file or folder,
//   resolved from the root, from src/, from the doc's folder or any folder above it, or ending a path below
//   the doc's folder; a bare file name (`env.ts`) is a file of that name anywhere. Without an extension, a
//   module (`.ts`, `.tsx`, `.mjs`, `.js`, `.json`). `*`, `<name>`, `{name}` and `…` stand for any part of one
//   name. Also true: a path the code or its data files write in quotes, but a module or a doc (a file made
//   or read at run time: `manifest.json`, `bin/node.exe`), what git ignores (`data/`, `.next`, `.env.local`,
//   `backups/<time>/`), what lies outside the repository (`../shared/spec/`), and a path inside an installed
//   package (`next/dynamic`).
// - A code name, PascalCase (`CrmClient`, `PaymentProvider`): exported by a module of ours, imported from a
//   package (`SQLiteAdapter`), or a directive of a deploy/ file (`ReadWritePaths`). camelCase (`writeRoute`,
//   `sendMail(req, message)`, `env()`): exported, a module's name (`rateLimitCounters`), or a field, option,
//   key or method the code writes (`emailConfirmedAt:`, `.inlineCss`, `'cameFrom'`, `parseWebhook(`).
//   "The code" is every module in src/, scripts/, tests/, lab/ and at the root, but this test.
// - A path or PascalCase name in a paragraph, list item or table row that cites an outside source by its
//   address (github.com/…, doi:, https://, npm `@…`) is that source's (NCEI's `mly_inventory.txt`): not ours.
// - Not checked, being neither: text with spaces (commands, SQL, HTTP lines, prose), lowercase words
//   (values, statuses, slugs, Debian packages: `held`, `spa-brands`, `nginx`), CSS (`minmax(0, 1fr)`), a
//   single capitalised word (a label or a component: `Review`, `Checkout`) or one in capitals (SQL, HTTP:
//   `NOTIFY`, `LISTEN/NOTIFY`, `TRACE`), HTTP headers (`X-Request-Id`), dotted property paths of a library or
//   a config (`payload.jobs.run`, `jobs.autoRun`), site URLs (`/guide`), paths on a server (`/etc/…`, `~/…`,
//   `$MEDIA_DIR/…`), JSON, numbers, flags (`--runs`), keys with a colon (`content:guide.md`) and npm package
//   names (`@next/swc`, `zip3@1.0.4`).

const ROOT = path.resolve(import.meta.dirname, '../../..')
// Made at run time, never read: anywhere, and at the root.
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.next', 'test-results', 'playwright-report'])
const SKIPPED_AT_ROOT = new Set(['data', 'backups', 'tmp', 'bench-results', 'scan-reports', '.test-reports'])
const CODE_FOLDERS = ['src', 'scripts', 'tests', 'lab']
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|cjs)$/
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.json']
const FILE_EXTENSION =
  /\.(ts|tsx|mts|mjs|js|cjs|json|md|css|sql|conf|service|py|txt|csv|xls|svg|vtt|tar\.gz|yml|yaml|sh)$/

/** Every file and folder of the repository, relative to its root, but what is made at run time. */
function walk(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name) || (!folder && SKIPPED_AT_ROOT.has(entry.name))) return []
    const relative = folder ? `${folder}/${entry.name}` : entry.name
    return entry.isDirectory() ? [`${relative}/`, ...walk(relative)] : [relative]
  })
}

const ENTRIES = walk('')
const FILES = ENTRIES.filter((entry) => !entry.endsWith('/'))
const THIS_FILE = path
  .relative(ROOT, import.meta.filename)
  .split(path.sep)
  .join('/')
const CODE_FILES = FILES.filter(
  (file) =>
    CODE_FILE.test(file) && file !== THIS_FILE && (!file.includes('/') || CODE_FOLDERS.includes(file.split('/')[0]!)),
)
const CODE = CODE_FILES.map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
const ALL_CODE = CODE.join('\n')
const OTHER_TEXT = [
  '.env.example',
  'package.json',
  ...FILES.filter((file) => file.startsWith('deploy/') || /^scripts\/.*\.json$/.test(file)),
]
  .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
  .join('\n')
const MODULE_NAMES = new Set(CODE_FILES.map((file) => path.posix.basename(file).replace(CODE_FILE, '')))
const SCRIPTS = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
)

/** The names modules export: declarations, export lists and their aliases. */
const DECLARED = new RegExp(
  String.raw`export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?` +
    String.raw`(?:function\*?|const|let|var|(?:abstract\s+)?class|interface|type|enum)\s+([A-Za-z_$][\w$]*)`,
  'g',
)
const EXPORTED = new Set(
  CODE.flatMap((source) => [
    ...[...source.matchAll(DECLARED)].map((match) => match[1] ?? ''),
    ...[...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((part) =>
        part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      ),
    ),
  ]),
)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field, option, key or method the code writes: `name:`, `.name`, `'name'`, `name(`. */
const writtenAsKey = (name: string) =>
  new RegExp(`(^|[^\\w$])(${escape(name)}\\??\\s*[:(<]|\\.${escape(name)}\\b|['"\`]${escape(name)}['"\`])`, 'm')
const importedFromPackage = (name: string) =>
  new RegExp(`import\\s+(type\\s+)?\\{[^}]*\\b${escape(name)}\\b[^}]*\\}\\s*from\\s*'(?!\\.|@/)[^']*'`)
const quoted = (text: string) => new RegExp(`['"\`]${escape(text)}['"\`]`)
const isWordIn = (word: string, text: string) => new RegExp(`(^|[^\\w$])${escape(word)}(?![\\w$])`).test(text)

/** `*`, `<name>`, `{name}` and `…` as any part of one name; the rest literally. */
const globToPattern = (glob: string) =>
  glob
    .split(/(\*|<[^>]*>|\{[^}]*\}|…)/)
    .map((part, index) => (index % 2 ? '[^/]*' : escape(part)))
    .join('')

/** Whether git ignores any of these paths (what is made at run time), in one call. */
function isIgnoredByGit(paths: string[]): boolean {
  const wanted = paths.filter(Boolean)
  if (!wanted.length) return false
  const answer = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: ROOT, input: wanted.join('\n') })
  return String(answer.stdout).trim() !== ''
}

const PLACEHOLDER = /\*|<[^>]*>|\{[^}]*\}|…/
const ANY_MODULE_EXTENSION = `(${MODULE_EXTENSIONS.map(escape).join('|')})/?$`

/** Whether `relative` (from the root) is a file or folder of the repository. */
function isEntry(relative: string): boolean {
  const file = relative.replace(/\/$/, '')
  if (!PLACEHOLDER.test(file))
    return MODULE_EXTENSIONS.some((extension) => existsSync(path.join(ROOT, file + extension)))
  const pattern = new RegExp(`^${globToPattern(file)}${ANY_MODULE_EXTENSION}`)
  return ENTRIES.some((entry) => pattern.test(entry))
}

/** Whether a path the doc in `docFolder` writes exists (or is not ours to check); see the rules above. */
function pathExists(written: string, docFolder: string): boolean {
  const wanted = written.replace(/\/$/, '')
  const isCodeOrDoc = /\.(ts|tsx|mts|mjs|js|cjs|md|css)$/.test(wanted)
  const inQuotes = quoted(written).test(ALL_CODE) || quoted(written).test(OTHER_TEXT)
  if (inQuotes && !isCodeOrDoc) return true // a file made or read at run time: `manifest.json`, `bin/node.exe`
  if (!wanted.includes('/')) {
    const pattern = new RegExp(`(^|/)${globToPattern(wanted)}${ANY_MODULE_EXTENSION}`)
    return ENTRIES.some((entry) => pattern.test(entry)) || isIgnoredByGit([written])
  }
  const folders = ['src']
  for (let folder = docFolder; ; folder = path.posix.dirname(folder)) {
    folders.push(folder)
    if (folder === '.') break
  }
  const candidates = folders.map((folder) => path.posix.normalize(path.posix.join(folder, written)))
  if (candidates.some((relative) => relative === '..' || relative.startsWith('../'))) return true // outside
  if (candidates.some(isEntry)) return true
  const under = docFolder === '.' ? '' : `${escape(docFolder)}/`
  const below = new RegExp(`^${under}(.*/)?${globToPattern(wanted)}${ANY_MODULE_EXTENSION}`)
  if (ENTRIES.some((entry) => below.test(entry))) return true
  const packageName = wanted.startsWith('@') ? wanted.split('/').slice(0, 2).join('/') : wanted.split('/')[0]!
  if (existsSync(path.join(ROOT, 'node_modules', packageName, 'package.json'))) return true
  return isIgnoredByGit(candidates.map((relative) => relative.split(PLACEHOLDER)[0]!))
}

type Finding = { line: number; written: string; missing: string }

/** What one span in backticks claims exists, checked; null when it holds or is not checked. */
function missingIn(span: string, docFolder: string): string | null {
  const npm = /^npm (start|test|run ([^\s]+))(\s|$)/.exec(span)
  if (npm) {
    const script = npm[2] ?? npm[1]!
    const pattern = new RegExp(`^${globToPattern(script)}$`)
    return SCRIPTS.some((name) => pattern.test(name)) ? null : `npm script ${script}`
  }
  const setting = /^([A-Z][A-Z0-9]*_[A-Z0-9_]+)(=.*)?$/.exec(span)
  if (setting) {
    const name = setting[1]!
    return EXPORTED.has(name) || isWordIn(name, ALL_CODE) || isWordIn(name, OTHER_TEXT) ? null : `setting ${name}`
  }
  const call = /^([A-Za-z_$][\w$]*)\(.*\)$/.exec(span)
  if (!call && /\s/.test(span)) return null
  const name = call ? call[1]! : span
  if (/^[A-Za-z_$][\w$]*$/.test(name)) {
    const isCodeName = /[a-z]/.test(name) && /[A-Z]/.test(name.slice(1)) // camelCase or PascalCase
    // A lowercase word is a value, and with arguments a CSS function (`minmax(0, 1fr)`); `env()` is a call.
    if ((!isCodeName && !(call && span === `${name}()`)) || EXPORTED.has(name)) return null
    if (/^[A-Z]/.test(name)) {
      // A component, type or class of ours, one of a package we import, or a directive of a deploy/ file.
      const known = importedFromPackage(name).test(ALL_CODE) || isWordIn(name, OTHER_TEXT)
      return known ? null : `exported name ${name}`
    }
    return MODULE_NAMES.has(name) || writtenAsKey(name).test(ALL_CODE) ? null : `name ${name}`
  }
  if (/^[/~$@{["'<]|^https?:|^--?|:|^\.[a-z]+$|^[A-Z/]+$/.test(span) || /^[\w.-]+@\d/.test(span)) return null
  if (!span.includes('/') && !FILE_EXTENSION.test(span)) return null
  if (/[^\w./@()[\]\-*<>{}…+]/.test(span)) return null
  return pathExists(span, docFolder) ? null : `path ${span}`
}

/** A block (a paragraph, list item or table row) that cites an outside source by its address. */
const CITES_A_SOURCE = /github\.com\/|doi:|https:\/\/(?!<)|npm `@/

/** The spans in backticks of a Markdown text, outside fenced code, with their line and their block. */
function spansOf(markdown: string): { line: number; span: string; cited: boolean }[] {
  let fenced = false
  const lines = markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      return ''
    }
    return fenced ? '' : line.startsWith('|') ? line.replace(/\\\|/g, '|') : line
  })
  // Each line's block: a new one at a blank line, a heading, a list item or a table row.
  const blockOf: number[] = []
  lines.forEach((line, index) => {
    const starts = index === 0 || !line.trim() || !lines[index - 1]!.trim() || /^\s*([-*#|]|\d+\.)\s?/.test(line)
    blockOf.push(starts ? index : blockOf[index - 1]!)
  })
  const blocks = new Map<number, string>()
  lines.forEach((line, index) => blocks.set(blockOf[index]!, `${blocks.get(blockOf[index]!) ?? ''}\n${line}`))
  const prose = lines.join('\n')
  return [...prose.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)]
    .filter((match) => !(match[2] ?? '').includes('\n\n'))
    .map((match) => {
      const line = prose.slice(0, match.index).split('\n').length
      return {
        line,
        span: (match[2] ?? '').replace(/\s+/g, ' ').trim(),
        cited: CITES_A_SOURCE.test(blocks.get(blockOf[line - 1]!) ?? ''),
      }
    })
}

function findingsIn(markdown: string, doc: string): Finding[] {
  const docFolder = path.posix.dirname(doc)
  return spansOf(markdown).flatMap(({ line, span, cited }) => {
    const missing = missingIn(span, docFolder)
    // A file or name of the source a block cites (NCEI's `mly_inventory.txt`) is not ours.
    if (!missing || (cited && /^(path|exported name) /.test(missing))) return []
    return [{ line, written: span, missing }]
  })
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

/** Links to a file of the repository (`[text](path#anchor)`) whose file or heading is missing. */
function brokenLinksIn(markdown: string, doc: string): string[] {
  const withoutFences = markdown.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, '')
  return [...withoutFences.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => {
    const target = match[1]!
    if (/^([a-z]+:|\/)/.test(target)) return [] // another site, or a page of ours
    const [file = '', anchor] = target.split('#')
    const relative = file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file)) : doc
    const line = withoutFences.slice(0, match.index).split('\n').length
    if (!existsSync(path.join(ROOT, relative))) return [`${doc}:${line}: (${target}): no file ${relative}`]
    if (!anchor || !relative.endsWith('.md')) return []
    const headings = [...readFileSync(path.join(ROOT, relative), 'utf8').matchAll(/^#+\s+(.*)$/gm)]
    return headings.some((heading) => anchorOf(heading[1]!) === anchor)
      ? []
      : [`${doc}:${line}: (${target}): no heading #${anchor} in ${relative}`]
  })
}

const DOCS = [
  'README.md',
  'ARCHITECTURE.md',
  ...FILES.filter((file) => /^(src|docs)\/(.*\/)?README\.md$/.test(file)),
  ...FILES.filter((file) => /^docs\/[^/]+\.md$/.test(file) && !file.endsWith('README.md')),
  ...FILES.filter((file) => /^docs\/decisions\/\d{4}-[^/]+\.md$/.test(file)),
  ...FILES.filter((file) => /^lab\/[^/]+\.md$/.test(file)),
  'content/README.md',
]

describe('the docs name what exists', () => {
  it('reads every doc it is meant to', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['src/buyertools/README.md', 'docs/decisions/README.md']))
    expect(DOCS.filter((doc) => /^docs\/decisions\/\d/.test(doc)).length).toBeGreaterThan(30)
    for (const doc of DOCS) expect(statSync(path.join(ROOT, doc)).isFile(), doc).toBe(true)
  })

  it.each(DOCS)('%s: every path, name, setting and npm script in backticks exists', (doc) => {
    const findings = findingsIn(readFileSync(path.join(ROOT, doc), 'utf8'), doc).map(
      ({ line, written, missing }) => `${doc}:${line}: \`${written}\`: no ${missing}`,
    )
    expect(findings).toEqual([])
  })

  it.each(DOCS)('%s: every link to a file of the repository finds the file and its heading', (doc) => {
    expect(brokenLinksIn(readFileSync(path.join(ROOT, doc), 'utf8'), doc)).toEqual([])
  })

  it("keeps the README's Quick start to its two commands", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    const quickStart = /^## Quick start\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? ''
    const commands = [...quickStart.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap((block) =>
      block[1]!
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .filter(Boolean),
    )
    expect(commands).toEqual(['npm start', 'npm test'])
  })

  it('finds a link whose file or heading is missing (a check that can fail)', () => {
    const doc = [
      'See [the README](../../README.md#several-servers), [the mail](../mail/README.md#no-such-part),',
      '[gone](dollars.ts) and [the guide](/guide), [Payload](https://payloadcms.com/docs#jobs).',
    ].join('\n')
    expect(brokenLinksIn(doc, 'src/buyertools/README.md')).toEqual([
      'src/buyertools/README.md:1: (../mail/README.md#no-such-part): no heading #no-such-part in src/mail/README.md',
      'src/buyertools/README.md:2: (dollars.ts): no file src/buyertools/dollars.ts',
    ])
  })

  it('finds what does not exist, on its line (a check that can fail)', () => {
    const doc = [
      '# A folder',
      '',
      'Money is written by `dollars.ts`, and `EmailComparisonForm` asks for the address (`src/site/forms/`).',
      '```sh',
      'npm run no-such-script   # in a fenced block: not read',
      '```',
      'Run `npm run bench:*` or `npm run no-such-bench`; set `NO_SUCH_SETTING=1` or `SITE_URL`;',
      'read `src/buyertools/no-such-folder/`, `env()`, `noSuchFunction(req, { a: 1 })`, `held` and `/guide`.',
    ].join('\n')
    expect(findingsIn(doc, 'src/buyertools/README.md')).toEqual([
      { line: 3, written: 'dollars.ts', missing: 'path dollars.ts' },
      { line: 3, written: 'EmailComparisonForm', missing: 'exported name EmailComparisonForm' },
      { line: 7, written: 'npm run no-such-bench', missing: 'npm script no-such-bench' },
      { line: 7, written: 'NO_SUCH_SETTING=1', missing: 'setting NO_SUCH_SETTING' },
      { line: 8, written: 'src/buyertools/no-such-folder/', missing: 'path src/buyertools/no-such-folder/' },
      { line: 8, written: 'noSuchFunction(req, { a: 1 })', missing: 'name noSuchFunction' },
    ])
  })
})
