/** Does a Lexical editor state hold any written text (not just empty paragraphs)? */
export function hasWrittenText(state: unknown): boolean {
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string' && text.trim()) return true
    return Array.isArray(children) && children.some(visit)
  }
  return !!state && typeof state === 'object' && visit((state as { root?: unknown }).root)
}
