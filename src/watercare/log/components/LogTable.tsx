import { formatLongDate, formatShortDate } from '@/site/dates'
import { groupThousands } from '@/site/numbers'

import type { LogEntry } from '../entry'
import { addedWords, readingLabel } from '../words'

const figure = (value: number | undefined) => (value === undefined ? '–' : groupThousands(value))

type Props = { id: string; entries: readonly LogEntry[]; onDelete: (entry: LogEntry) => void }

/** Every entry, newest first: the numbers behind the chart, and where an entry is deleted. */
export function LogTable({ id, entries, onDelete }: Props) {
  return (
    <div className="tool__table-wrap care-log__table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="tool__table care-log__table">
        <caption id={`${id}-caption`}>Every entry, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Free chlorine or bromine (ppm)</th>
            <th scope="col">pH</th>
            <th scope="col">{readingLabel('totalAlkalinity', 'chlorine')}</th>
            <th scope="col">{readingLabel('calciumHardness', 'chlorine')}</th>
            <th scope="col">{readingLabel('cyanuricAcid', 'chlorine')}</th>
            <th scope="col">{readingLabel('waterF', 'chlorine')}</th>
            <th scope="col">Added</th>
            <th scope="col">Note</th>
            <th scope="col">
              <span className="visually-hidden">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{formatShortDate(entry.date)}</th>
              <td>
                {entry.sanitiserPpm === undefined
                  ? '–'
                  : `${groupThousands(entry.sanitiserPpm)} ${entry.sanitiser === 'bromine' ? 'bromine' : 'chlorine'}`}
              </td>
              <td>{figure(entry.pH)}</td>
              <td>{figure(entry.totalAlkalinity)}</td>
              <td>{figure(entry.calciumHardness)}</td>
              <td>{figure(entry.cyanuricAcid)}</td>
              <td>{figure(entry.waterF)}</td>
              <td className="care-log__words">{entry.added ? addedWords(entry.added) : '–'}</td>
              <td className="care-log__words">{entry.note ?? ''}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Delete the entry of ${formatLongDate(entry.date)}`}
                  onClick={() => onDelete(entry)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
