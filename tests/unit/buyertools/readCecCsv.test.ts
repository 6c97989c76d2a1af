import { describe, expect, it } from 'vitest'

import { MAX_DATA_ROWS, readCecCsv } from '@/buyertools/certifiedModels/import/readCecCsv'

// Made-up brands, models and figures laid out as a MAEDbS export might be: our research names no
// certified model, and the export's exact headers could not be checked offline.
const bytes = (text: string) => new TextEncoder().encode(text)
const read = (text: string) => readCecCsv(bytes(text))

const HEADER = 'Brand,Model Number,Spa Type,Fill Volume (gal),Normalized Standby Power (W),Cover Model,Date Certified'

const readOk = (text: string) => {
  const reading = read(text)
  if (!reading.ok) throw new Error(reading.message)
  return reading
}
const refusal = (text: string) => {
  const reading = read(text)
  if (reading.ok) throw new Error('read')
  return reading.message
}

describe('reading the CEC’s CSV export', () => {
  it('reads each model: names tidied, figures with units and thousands, the date as yyyy-mm-dd', () => {
    const { models, refused } = readOk(
      `${HEADER}\r\n` +
        'Testbrook Spas,J-335,Standard,400,212.5,TC-84,2021-03-15\r\n' +
        '"Swim  Co, Inc.",Lap 19,Exercise Spa,"1,850 gal",261 W,,3/5/2020\r\n' +
        'Airtub,AT-4,INFLATABLE,210,150,N/A,\r\n',
    )
    expect(refused).toEqual([])
    expect(models).toEqual([
      {
        row: 2,
        key: 'testbrookspas:j335',
        brand: 'Testbrook Spas',
        model: 'J-335',
        spaType: 'standard',
        fillVolumeGallons: 400,
        standbyWatts: 212.5,
        coverModel: 'TC-84',
        listedOn: '2021-03-15',
      },
      {
        row: 3,
        key: 'swimcoinc:lap19',
        brand: 'Swim Co, Inc.',
        model: 'Lap 19',
        spaType: 'exercise',
        fillVolumeGallons: 1_850,
        standbyWatts: 261,
        coverModel: null,
        listedOn: '2020-03-05',
      },
      {
        row: 4,
        key: 'airtub:at4',
        brand: 'Airtub',
        model: 'AT-4',
        spaType: 'inflatable',
        fillVolumeGallons: 210,
        standbyWatts: 150,
        coverModel: null,
        listedOn: null,
      },
    ])
  })

  it('matches headers by any alias, without case, punctuation or units, in any order, other columns ignored', () => {
    const { models } = readOk(
      '\uFEFFRegion,"standby power, watts",VOLUME (US gallons),type,MODEL,brand name,' +
        'Specified Cover,Listed Date,Notes\n' +
        'CA,190,350,standard,M1,Acme,C1,"Mar 15, 2021","note, with comma\nand a line break"\n' +
        'CA,200,360,standard,M2,Acme,,,\n',
    )
    expect(
      models.map(({ row, brand, model, fillVolumeGallons, standbyWatts, coverModel, listedOn }) => ({
        row,
        brand,
        model,
        fillVolumeGallons,
        standbyWatts,
        coverModel,
        listedOn,
      })),
    ).toEqual([
      {
        row: 2,
        brand: 'Acme',
        model: 'M1',
        fillVolumeGallons: 350,
        standbyWatts: 190,
        coverModel: 'C1',
        listedOn: '2021-03-15',
      },
      // Row 3, though the line break in row 2's notes makes it the file's fourth line.
      {
        row: 3,
        brand: 'Acme',
        model: 'M2',
        fillVolumeGallons: 360,
        standbyWatts: 200,
        coverModel: null,
        listedOn: null,
      },
    ])
  })

  it('prefers the first alias present: "Model Number" over "Model", "Spa Type" over "Type"', () => {
    const { models } = readOk(
      'Brand,Model,Model Number,Type,Spa Type,Fill Volume,Standby Power\nAcme,Family,F-1,Hot tub,Standard,400,200\n',
    )
    expect(models[0]).toMatchObject({ model: 'F-1', spaType: 'standard' })
  })

  it('refuses each bad row with its row number and why, and reads the good ones', () => {
    const { models, refused } = readOk(
      [
        HEADER,
        ',J-1,Standard,400,200,,', // 2
        'Acme,,Standard,400,200,,', // 3
        'Acme,V-1,Standard,49,200,,', // 4: 49 < 50 gal
        'Acme,V-2,Standard,1514,200,,', // 5: fine, 1,514 gal is inside
        'Acme,V-3,Standard,5001,200,,', // 6
        'Acme,W-1,Standard,400,9.5,,', // 7
        'Acme,W-2,Standard,400,2100,,', // 8: kW slip
        'Acme,W-3,Standard,400,0.2 kW,,', // 9
        'Acme,T-1,In-ground,400,200,,', // 10
        'Acme,T-2,Combination Spa,900,400,,', // 11
        'Acme,T-3,,400,200,,', // 12
        'Acme,D-1,Standard,400,200,,15/03/2021', // 13: not a US date
        'Acme,D-2,Standard,400,200,,2023-02-29', // 14
        ',,Standard,abc,,,', // 15: everything at once
        'ACME,v 2,Standard,1600,210,,', // 16: row 5's model again
        '',
        'Acme,OK-1,standard,400,200,,', // 18
        '',
      ].join('\n'),
    )
    expect(models.map((model) => [model.row, model.model])).toEqual([
      [5, 'V-2'],
      [18, 'OK-1'],
    ])
    expect(refused).toEqual([
      { row: 2, reason: 'no brand' },
      { row: 3, reason: 'no model number' },
      { row: 4, reason: 'fill volume 49 gal is outside 50–5,000 gal' },
      { row: 6, reason: 'fill volume 5,001 gal is outside 50–5,000 gal' },
      { row: 7, reason: 'standby power 9.5 W is outside 10–2,000 W' },
      { row: 8, reason: 'standby power 2,100 W is outside 10–2,000 W' },
      { row: 9, reason: 'standby power “0.2 kW” is not a number of W' },
      { row: 10, reason: 'spa type “In-ground” is not Standard, Exercise or Inflatable' },
      { row: 11, reason: 'a combination spa: two reservoirs, not listed as one tub' },
      { row: 12, reason: 'no spa type (Standard, Exercise or Inflatable)' },
      {
        row: 13,
        reason: 'listing date “15/03/2021” is not a date (2021-03-15, 3/15/2021 or Mar 15, 2021)',
      },
      {
        row: 14,
        reason: 'listing date “2023-02-29” is not a date (2021-03-15, 3/15/2021 or Mar 15, 2021)',
      },
      {
        row: 15,
        reason: 'no brand; no model number; fill volume “abc” is not a number of gal; no standby power',
      },
      { row: 16, reason: 'the same brand and model as row 5, which is the one imported' },
    ])
  })

  it('reads a file saved in the Windows code page', () => {
    // "Crème" in windows-1252: è is the single byte 0xE8, not valid UTF-8.
    const text = bytes('Brand,Model Number,Spa Type,Fill Volume,Standby Power\nCr?me Spas,C-1,Standard,400,200\n')
    text[text.indexOf('?'.charCodeAt(0))] = 0xe8
    const reading = readCecCsv(text)
    expect(reading.ok && reading.models[0]).toMatchObject({ brand: 'Crème Spas', key: 'cremespas:c1' })
  })
})

describe('refusing a file it cannot read, whole', () => {
  it('names each missing column and the headers we accept for it', () => {
    expect(refusal('Brand,Model Number,Spa Type,Watts\nAcme,M1,Standard,200\n')).toBe(
      'The file has no column for fill volume (gallons) (a column headed “Fill Volume” or “Rated Volume” or ' +
        '“Volume”); normalized standby power (watts) (a column headed “Normalized Standby Power” or ' +
        '“Normalised Standby Power” or “Standby Power”). Headers are read without case, punctuation or units ' +
        'in brackets. Rename the column in the file and import it again; nothing was changed.',
    )
  })

  it('refuses a file whose first row names no column we read', () => {
    expect(refusal('Acme,M1,Standard,400,200\nAcme,M2,Standard,400,200\n')).toMatch(
      /^The first row is not a header we know: it should name the columns \(Brand, Model Number/,
    )
  })

  it('refuses an empty file, binary data and an unclosed quote', () => {
    expect(refusal('')).toBe('The file is empty. Nothing was changed.')
    expect(refusal('\n\r\n,,\n')).toBe('The file is empty. Nothing was changed.')
    expect(readCecCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual({
      ok: false,
      message: 'The file is not CSV text (it holds binary data). Nothing was changed.',
    })
    expect(refusal(`${HEADER}\nAcme,"M1,Standard,400,200,,\n`)).toBe(
      'The file is not valid CSV: a quoted field is never closed. Nothing was changed.',
    )
  })

  it('refuses a file over 2 MB or over 20,000 rows', () => {
    expect(readCecCsv(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41))).toEqual({
      ok: false,
      message: 'The file is over 2 MB; the CEC’s spa list is far smaller. Nothing was changed.',
    })
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `Acme,M${i},Standard,400,200,,`).join('\n')
    expect(readOk(`${HEADER}\n${rows(MAX_DATA_ROWS)}\n\n\n`).models).toHaveLength(MAX_DATA_ROWS)
    expect(refusal(`${HEADER}\n${rows(MAX_DATA_ROWS + 1)}\n`)).toBe(
      'The file has over 20,000 rows. Nothing was changed.',
    )
    expect(refusal(`${HEADER}\n${rows(MAX_DATA_ROWS + 500)}\n`)).toBe(
      'The file has over 20,000 rows. Nothing was changed.',
    )
  })
})
