/** What the index stores of a post: its id and the three text fields that are searched. */
export type SearchDocument = { id: string; title: string; leader: string; body: string }

/** One part of a result's snippet: text, marked where it matched the query. */
export type SnippetPart = { text: string; match: boolean }

export type SearchHit = { id: string; score: number; snippet: SnippetPart[] }

export type SearchPage = { hits: SearchHit[]; total: number }

/**
 * The one interface the site searches through. Today an in-process index (`inProcessEngine.ts`);
 * a dedicated search server can implement the same four calls when one process is not enough.
 */
export interface SearchEngine {
  replaceAll(documents: SearchDocument[]): void
  upsert(document: SearchDocument): void
  remove(id: string): void
  search(query: string, options: { offset: number; limit: number }): SearchPage
}

/** Search terms longer than this are cut: no one types more, and long input must stay cheap. */
export const MAX_QUERY_LENGTH = 200
