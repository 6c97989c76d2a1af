/**
 * An RFC 4180 reader, small enough to read whole: fields split on commas, a field in double quotes may hold
 * commas, line breaks and doubled quotes (""), records end at CRLF, LF or CR, a leading byte order mark is
 * dropped. A quote inside an unquoted field is kept as a character (12" cover), as spreadsheets write it.
 * The work is one pass over the text; it stops once a record beyond `maxRecords` begins.
 */
export type CsvRecords =
  { ok: true; records: string[][] } | { ok: false; problem: 'unclosed quote' | 'too many records' }

export function csvRecords(text: string, maxRecords: number): CsvRecords {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  // True once the field started with a quote (so "" inside it is one quote, and the text after it closes).
  let inQuotes = false
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0

  const endField = () => {
    record.push(field)
    field = ''
    quoted = false
  }
  const endRecord = () => {
    endField()
    records.push(record)
    record = []
  }

  for (; i < text.length; i++) {
    const char = text[i]
    if (inQuotes) {
      if (char !== '"') field += char
      else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else inQuotes = false
      continue
    }
    if (char === ',') endField()
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++
      endRecord()
      if (records.length > maxRecords) return { ok: false, problem: 'too many records' }
    } else if (char === '"' && field === '' && !quoted) {
      inQuotes = true
      quoted = true
    } else field += char
  }
  if (inQuotes) return { ok: false, problem: 'unclosed quote' }
  // The last record, when the text does not end with a line break.
  if (field !== '' || quoted || record.length > 0) endRecord()
  if (records.length > maxRecords) return { ok: false, problem: 'too many records' }
  return { ok: true, records }
}
