import { describe, expect, it } from 'vitest'

import { useTestPayload } from '../../support/payload'

// Made-up brands and figures laid out as a MAEDbS export might be: our research names no certified model.
const PASSWORD = 'a-long-test-password'
const HEADER = 'Brand,Model Number,Spa Type,Fill Volume (gal),Normalized Standby Power (W),Cover Model,Date Certified'
const FIRST = [
  HEADER,
  'Testbrook Spas,J-335,Standard,400,212.5,TC-84,2021-03-15',
  'Testbrook Spas,J-345,Standard,450,230,TC-84,2021-03-15',
  'Swim Co,Lap 19,Exercise,"1,850",261,,',
  'Airtub,AT-4,Inflatable,210,150,,',
].join('\r\n')

const payload = useTestPayload(async () => {
  for (const role of ['editor', 'moderator', 'admin'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}@tubwise.example`, password: PASSWORD, role },
      overrideAccess: true,
    })
  }
})

type Upload = { name: string; text: string | Uint8Array } | FormData | string
const importAs = async (email: string | null, upload: Upload) => {
  const headers: Record<string, string> = {}
  if (email) {
    const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    headers.Authorization = `JWT ${token}`
  }
  let body: FormData | string
  if (typeof upload === 'string' || upload instanceof FormData) body = upload
  else {
    body = new FormData()
    body.set('file', new File([upload.text as BlobPart], upload.name, { type: 'text/csv' }))
  }
  if (typeof body === 'string') headers['content-type'] = 'text/csv'
  const slug = ['certified-spa-models', 'import']
  // Imported once Payload runs on the test database: the route reads the config when loaded.
  const { POST } = await import('@/app/(payload)/api/cms/[...slug]/route')
  const response = await POST(
    new Request(`http://localhost/api/cms/${slug.join('/')}`, { method: 'POST', headers, body }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const importFile = (name: string, text: string | Uint8Array, email = 'editor@tubwise.example') =>
  importAs(email, { name, text })

const listed = async () =>
  (
    await payload.find({ collection: 'certified-spa-models', sort: 'key', pagination: false, overrideAccess: true })
  ).docs.map(({ brand, model, spaType, fillVolumeGallons, standbyWatts, coverModel, listedOn, source }) => ({
    brand,
    model,
    spaType,
    fillVolumeGallons,
    standbyWatts,
    coverModel: coverModel ?? null,
    listedOn: listedOn ?? null,
    source,
  }))
const lastImport = () => payload.findGlobal({ slug: 'certified-spa-model-import', overrideAccess: true })

describe('POST /api/cms/certified-spa-models/import', () => {
  it('refuses the public (401) and staff who are not editors (403), changing nothing', async () => {
    expect(await importAs(null, { name: 'spas.csv', text: FIRST })).toEqual({
      status: 401,
      body: { errors: [{ message: 'Only editors and admins may import the certified spa models.' }] },
    })
    expect((await importFile('spas.csv', FIRST, 'moderator@tubwise.example')).status).toBe(403)
    expect(await listed()).toEqual([])
    expect((await lastImport()).importedAt ?? null).toBeNull()
  })

  it('adds every model of a first import, the file named as their source, and records the import', async () => {
    const { status, body } = await importFile('C:\\exports\\maedbs-spas.csv', FIRST)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      fileName: 'maedbs-spas.csv',
      added: 4,
      updated: 0,
      unchanged: 0,
      notInFile: 0,
      refusedCount: 0,
      refused: [],
    })
    expect(await listed()).toEqual([
      {
        brand: 'Airtub',
        model: 'AT-4',
        spaType: 'inflatable',
        fillVolumeGallons: 210,
        standbyWatts: 150,
        coverModel: null,
        listedOn: null,
        source: 'maedbs-spas.csv',
      },
      {
        brand: 'Swim Co',
        model: 'Lap 19',
        spaType: 'exercise',
        fillVolumeGallons: 1_850,
        standbyWatts: 261,
        coverModel: null,
        listedOn: null,
        source: 'maedbs-spas.csv',
      },
      {
        brand: 'Testbrook Spas',
        model: 'J-335',
        spaType: 'standard',
        fillVolumeGallons: 400,
        standbyWatts: 212.5,
        coverModel: 'TC-84',
        listedOn: '2021-03-15',
        source: 'maedbs-spas.csv',
      },
      {
        brand: 'Testbrook Spas',
        model: 'J-345',
        spaType: 'standard',
        fillVolumeGallons: 450,
        standbyWatts: 230,
        coverModel: 'TC-84',
        listedOn: '2021-03-15',
        source: 'maedbs-spas.csv',
      },
    ])
    expect(await lastImport()).toMatchObject({
      importedAt: body.importedAt,
      fileName: 'maedbs-spas.csv',
      added: 4,
      updated: 0,
      unchanged: 0,
      notInFile: 0,
      refusedRows: 0,
    })
  })

  it('changes nothing when the same file is imported again', async () => {
    const before = await listed()
    const { body } = await importFile('again.csv', FIRST)
    expect(body).toMatchObject({ added: 0, updated: 0, unchanged: 4, notInFile: 0, refusedCount: 0 })
    // Unchanged models keep the file they came from.
    expect(await listed()).toEqual(before)
  })

  it('updates a changed model by its key however written, adds a new one, keeps the ones not in the file', async () => {
    const { body } = await importFile(
      'update.csv',
      [
        HEADER,
        'TESTBROOK SPAS,j335,Standard,400,198,TC-90,2024-06-01', // new figures, written another way
        'Testbrook Spas,J-345,Standard,450,230,TC-84,2021-03-15', // the same
        'Testbrook Spas,J-355,Standard,500,240,TC-90,2024-06-01', // new
      ].join('\n'),
    )
    expect(body).toMatchObject({ added: 1, updated: 1, unchanged: 1, notInFile: 2, refusedCount: 0 })
    const models = await listed()
    expect(models).toHaveLength(5)
    expect(models.find((model) => model.model.toLowerCase() === 'j335')).toEqual({
      brand: 'TESTBROOK SPAS',
      model: 'j335',
      spaType: 'standard',
      fillVolumeGallons: 400,
      standbyWatts: 198,
      coverModel: 'TC-90',
      listedOn: '2024-06-01',
      source: 'update.csv',
    })
    expect(models.find((model) => model.model === 'J-345')?.source).toBe('maedbs-spas.csv')
    expect(models.map((model) => model.model)).toEqual(expect.arrayContaining(['AT-4', 'Lap 19']))
  })

  it('imports the good rows and lists each bad one with its row number and why', async () => {
    const { status, body } = await importFile(
      'mixed.csv',
      [
        HEADER,
        'Acme,A-1,Standard,400,200,,',
        'Acme,A-2,Combination,900,400,,',
        'Acme,A-3,Standard,4,200,,',
        ',A-4,Standard,400,200,,',
      ].join('\n'),
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({
      added: 1,
      refusedCount: 3,
      refused: [
        { row: 3, reason: 'a combination spa: two reservoirs, not listed as one tub' },
        { row: 4, reason: 'fill volume 4 gal is outside 50–5,000 gal' },
        { row: 5, reason: 'no brand' },
      ],
    })
    expect((await listed()).map((model) => model.model)).toContain('A-1')
    expect((await lastImport()).refusedRows).toBe(3)
  })

  it('refuses a file it cannot read, naming why, and changes nothing, not even the last import', async () => {
    const before = await listed()
    const last = await lastImport()
    const refusals = [
      [
        await importFile('spas.csv', 'Brand,Model Number,Spa Type\nAcme,B-1,Standard\n'),
        400,
        /^The file has no column for fill volume/,
      ],
      [await importFile('spas.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])), 400, /not CSV text/],
      [await importFile('spas.xlsx', FIRST), 400, /^“spas\.xlsx” is not a \.csv file/],
      [await importFile('big.csv', 'x'.repeat(2 * 1024 * 1024 + 1)), 413, /over 2 MB/],
      [await importAs('editor@tubwise.example', FIRST), 400, /^Send the CSV file as a form upload/],
      [await importAs('editor@tubwise.example', new FormData()), 400, /^Choose one CSV file/],
    ] as const
    for (const [answer, status, message] of refusals) {
      expect(answer.status).toBe(status)
      expect((answer.body.errors as { message: string }[])[0]!.message).toMatch(message)
    }
    expect(await listed()).toEqual(before)
    expect(await lastImport()).toEqual(last)
  })

  it('keeps nothing of an import that fails part way: one unit of work', async () => {
    const { importCertifiedModels } = await import('@/buyertools/certifiedModels/server/importCertifiedModels')
    const before = await listed()
    // An invalid date fails only once every model is written, when the import is recorded.
    await expect(
      importCertifiedModels(
        payload,
        { fileName: 'late.csv', bytes: new TextEncoder().encode(`${HEADER}\nLate,L-1,Standard,400,200,,\n`) },
        new Date(Number.NaN),
      ),
    ).rejects.toThrow()
    expect(await listed()).toEqual(before)
  })
})
