/**
 * A brand or model as the list compares them: accents, case, spaces and punctuation dropped, so
 * "Hot Spring" / "J-335" and "HOTSPRING" / "j 335" are the same tub and an import updates it rather than
 * adding it twice.
 */
export function normalisedName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The list's unique key of a model: brand and model normalised, a colon between them so "ab"+"c" ≠ "a"+"bc". */
export function certifiedModelKey(brand: string, model: string): string {
  return `${normalisedName(brand)}:${normalisedName(model)}`
}

/** At most this many words of a search count: the query is 60 characters, the work stays small. */
export const MAX_SEARCH_WORDS = 6

/** The typed words a search must all find in a model's key, normalised the same way, duplicates dropped. */
export function searchWords(query: string): string[] {
  const words = query.split(/\s+/).map(normalisedName).filter(Boolean)
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS)
}
