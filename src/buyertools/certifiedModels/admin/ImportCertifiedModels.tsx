import type { Payload } from 'payload'

import { CEC_DATABASE } from '../certifiedModel'
import { CEC_COLUMNS } from '../import/cecColumns'
import { ImportForm } from './ImportForm'

/**
 * Above the certified spa models: where the list comes from, the columns an import reads, the last
 * import, and the form to import the CEC's CSV export. A server component: Payload hands it the Local API.
 */
export async function ImportCertifiedModels({ payload }: { payload: Payload }) {
  const [last, { totalDocs }] = await Promise.all([
    payload.findGlobal({ slug: 'certified-spa-model-import', depth: 0, overrideAccess: true }),
    payload.count({ collection: 'certified-spa-models', overrideAccess: true }),
  ])
  const columns = Object.values(CEC_COLUMNS)
  return (
    <section className="spa-model-import" aria-labelledby="spa-model-import-title">
      <h2 id="spa-model-import-title">Import the CEC’s list</h2>
      <p>
        {totalDocs === 0
          ? 'The list is empty: buyers are told no model is listed yet. '
          : `The list holds ${totalDocs} models. `}
        {last.importedAt
          ? `Last import ${last.importedAt.slice(0, 10)} from ${last.fileName}.`
          : 'Nothing has been imported yet.'}
      </p>
      <p>
        Export the portable electric spas from the{' '}
        <a href={CEC_DATABASE.url} rel="noopener noreferrer" target="_blank">
          CEC’s appliance database (MAEDbS)
        </a>{' '}
        as CSV and import the file here. We read{' '}
        {columns.map((column, index) => (
          <span key={column.label}>
            {index > 0 ? ', ' : ''}
            {column.label} (“{column.aliases[0]}”){column.required ? '' : ', if present'}
          </span>
        ))}
        . An import adds and updates models and never deletes one; a bad row is skipped and listed.
      </p>
      <ImportForm />
    </section>
  )
}
