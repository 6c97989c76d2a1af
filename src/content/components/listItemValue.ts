/**
 * The `value` a rich-text list item's HTML needs, or undefined for none. Lexical stores a number on
 * every list item, bulleted ones included, but HTML allows `value` only on items of an ordered list,
 * and there it is needed only where the editor's number is not the item's place (a list starting
 * past 1: the renderers write no `start`; or numbering carried past a nested list).
 */
export function listItemValue(value: unknown, parent: object, childIndex: number): number | undefined {
  if (!('tag' in parent) || parent.tag !== 'ol' || typeof value !== 'number') return undefined
  return value === childIndex + 1 ? undefined : value
}
