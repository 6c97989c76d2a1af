import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/** Reading the imports of src, for the tests that keep an architecture rule. */

export const src = path.resolve(import.meta.dirname, '../../src')

export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [full] : []
  })

/** Every module a file names: imports (`import type` too), re-exports, `import()`, `require()`, JSDoc `import('…')`. */
export function specifiersOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  return namedModules(file, text, { runtimeOnly: false })
}

/**
 * The modules a file loads when it runs: as `specifiersOf`, without what only types name (`import type`,
 * imports of types alone, `import('…')` in a type or JSDoc), which the compiler erases.
 */
export function runtimeSpecifiersOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  return namedModules(file, text, { runtimeOnly: true })
}

const onlyTypes = (node: ts.ImportDeclaration | ts.ExportDeclaration): boolean => {
  if (ts.isExportDeclaration(node))
    return (
      node.isTypeOnly ||
      (node.exportClause !== undefined &&
        ts.isNamedExports(node.exportClause) &&
        node.exportClause.elements.length > 0 &&
        node.exportClause.elements.every((element) => element.isTypeOnly))
    )
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  )
}

function namedModules(file: string, text: string, { runtimeOnly }: { runtimeOnly: boolean }): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier) && !(runtimeOnly && onlyTypes(node)))
        found.push(node.moduleSpecifier.text)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      if (ts.isStringLiteral(node.moduleReference.expression)) found.push(node.moduleReference.expression.text)
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    } else if (!runtimeOnly && ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      if (ts.isStringLiteral(node.argument.literal)) found.push(node.argument.literal.text)
    }
    if (!runtimeOnly) for (const doc of (node as { jsDoc?: ts.Node[] }).jsDoc ?? []) ts.forEachChild(doc, visit)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The file in src a specifier names (`@/…`, `@payload-config`, relative), or null for a package. */
export function resolveInSrc(from: string, specifier: string): string | null {
  let base: string
  if (specifier === '@payload-config') base = path.join(src, 'payload.config.ts')
  else if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((extension) => base + extension),
    ...['index.ts', 'index.tsx'].map((index) => path.join(base, index)),
  ]
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  if (!found) throw new Error(`${path.relative(src, from)} imports '${specifier}', which is no file in src`)
  return found
}

export const inSrc = (file: string) => path.relative(src, file).split(path.sep).join('/')
