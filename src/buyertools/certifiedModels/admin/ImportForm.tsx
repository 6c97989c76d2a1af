'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { postStaffAction } from '@/staff/postStaffAction'

import type { CertifiedModelImport } from '../importResult'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; result: CertifiedModelImport }
  | { kind: 'refused'; message: string }

/** The file input, the Import button and what the import did (POST /api/cms/certified-spa-models/import). */
export function ImportForm() {
  const { config } = useConfig()
  const router = useRouter()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  const importFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      return setOutcome({ kind: 'refused', message: 'Choose the CSV file first.' })
    }
    setOutcome({ kind: 'busy' })
    const answer = await postStaffAction(`${config.routes.api}/certified-spa-models/import`, 'The import', form)
    if (!answer.ok) return setOutcome({ kind: 'refused', message: answer.message })
    setOutcome({ kind: 'done', result: answer.data as CertifiedModelImport })
    router.refresh()
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
        {outcome.kind === 'done' ? <ImportSummary result={outcome.result} /> : null}
      </div>
    </form>
  )
}

function ImportSummary({ result }: { result: CertifiedModelImport }) {
  const more = result.refusedCount - result.refused.length
  return (
    <>
      <p>
        Imported {result.fileName}: {result.added} added, {result.updated} updated, {result.unchanged} unchanged,{' '}
        {result.notInFile} kept that are not in the file, {result.refusedCount} rows refused.
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
