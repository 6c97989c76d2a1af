import { SOURCES, type SourceId } from '../model/sources'

/** "Source: <title>" (or "Sources: …; …"), each title a link to where the figure comes from. */
export function SourceLinks({ ids }: { ids: readonly SourceId[] }) {
  const unique = [...new Set(ids)]
  return (
    <span className="water-care__source">
      {unique.length === 1 ? 'Source: ' : 'Sources: '}
      {unique.map((id, index) => (
        <span key={id}>
          {index > 0 ? '; ' : ''}
          <a href={SOURCES[id].url}>{SOURCES[id].title}</a>
        </span>
      ))}
      .
    </span>
  )
}
