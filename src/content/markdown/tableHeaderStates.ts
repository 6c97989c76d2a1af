/** Lexical's table header states: one bit for "heads its column" (a header row), one for "heads its row". */
export const HEADS_COLUMN = 1
export const HEADS_ROW = 2
