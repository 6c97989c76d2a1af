'use client'

import { Button } from '@payloadcms/ui'
import type { FormEvent } from 'react'

import { useStaffAction } from '@/staff/useStaffAction'

import type { CertifiedModelImport } from '../importResult'

/** The file input, the Import button and what the import did (POST /api/cms/certified-spa-models/import). */
export function ImportForm() {
  const upload = useStaffAction<CertifiedModelImport>('The import')
  const outcome = upload.state

  const importFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      return upload.refuse('Choose the CSV file first.')
    }
    await upload.run('/certified-spa-models/import', form)
  }

  return (
    <form className="spa-model-import__form" onSubmit={importFile}>
      <label htmlFor="spa-model-import-file">CSV file exported from MAEDbS</label>
      <input id="spa-model-import-file" name="file" type="file" accept=".csv,text/csv" />
      <Button type="submit" buttonStyle="secondary" size="small" disabled={outcome.kind === 'busy'}>
        {outcome.kind === 'busy' ? 'Importing…' : 'Import'}
      </Button>
      <div role="status" aria-live="polite" className="spa-model-import__result">
        {outcome.kind === 'refused' ? <p className="spa-model-import__refused">{outcome.message}</p> : null}
        {outcome.kind === 'done' ? <ImportSummary result={outcome.data} /> : null}
      </div>
    </form>
  )
}

const rows = (count: number) => (count === 1 ? '1 row' : `${count} rows`)

function ImportSummary({ result }: { result: CertifiedModelImport }) {
  const more = result.refusedCount - result.refused.length
  return (
    <>
      <p>
        Imported {result.fileName}: {result.added} added, {result.updated} updated, {result.unchanged} unchanged,{' '}
        {result.notInFile} kept (not in the file), {rows(result.refusedCount)} refused.
      </p>
      {result.refused.length > 0 ? (
        <ul className="spa-model-import__rows">
          {result.refused.map(({ row, reason }) => (
            <li key={row}>
              Row {row}: {reason}.
            </li>
          ))}
          {more > 0 ? <li>And {more} more refused rows.</li> : null}
        </ul>
      ) : null}
    </>
  )
}
