import { describe, expect, it } from 'vitest'

import { csvRecords } from '@/buyertools/certifiedModels/import/csvRecords'

const read = (text: string, max = 100) => csvRecords(text, max)

describe('the RFC 4180 reader', () => {
  it('splits fields on commas and records on CRLF, LF or CR', () => {
    expect(read('a,b,c\r\n1,2,3\n4,5,6\r7,8,9')).toEqual({
      ok: true,
      records: [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
        ['4', '5', '6'],
        ['7', '8', '9'],
      ],
    })
  })

  it('keeps commas, line breaks and doubled quotes inside a quoted field', () => {
    expect(read('"Spas, Inc.","line one\r\nline two","say ""hi"""\r\n')).toEqual({
      ok: true,
      records: [['Spas, Inc.', 'line one\r\nline two', 'say "hi"']],
    })
  })

  it('drops a byte order mark, keeps empty fields, and an empty quoted field is a field', () => {
    expect(read('\uFEFFa,,""\n,\n')).toEqual({
      ok: true,
      records: [
        ['a', '', ''],
        ['', ''],
      ],
    })
    expect(read('""')).toEqual({ ok: true, records: [['']] })
    expect(read('')).toEqual({ ok: true, records: [] })
  })

  it('keeps a quote inside an unquoted field as a character', () => {
    expect(read('12" cover,b')).toEqual({ ok: true, records: [['12" cover', 'b']] })
  })

  it('refuses an unclosed quote', () => {
    expect(read('a,"b\nc,d\n')).toEqual({ ok: false, problem: 'unclosed quote' })
  })

  it('stops once a record beyond the maximum begins', () => {
    expect(read('1\n2\n3\n', 3)).toMatchObject({ ok: true })
    expect(read('1\n2\n3\n4', 3)).toEqual({ ok: false, problem: 'too many records' })
    expect(read('1\n2\n3\n4\n'.repeat(100_000), 3)).toEqual({ ok: false, problem: 'too many records' })
  })
})
