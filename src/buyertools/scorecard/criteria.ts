/** The buyers guide's five criteria, as the scorecard asks about them and the dealer is asked. */
export const CRITERIA = [
  {
    id: 'shell',
    name: 'A strong self-supporting shell',
    ask: 'Would this shell hold its shape without the frame? Show me the backing and what is under the footwell.',
  },
  {
    id: 'plumbing',
    name: 'Plumbing glued AND clamped',
    ask: 'Open a side panel: is every plumbing joint both glued and clamped, or glued only?',
  },
  {
    id: 'jets',
    name: 'Compression-fit jets',
    ask: 'Are the jets compression-fit, so the whole body comes out from the front? Pull one out for me.',
  },
  {
    id: 'components',
    name: 'Quality OEM components',
    ask: 'Who makes the pumps, heater and control pack, and can I buy those parts from other suppliers?',
  },
  {
    id: 'foam',
    name: 'Full open-cell foam insulation',
    ask: 'Is the cabinet full of open-cell foam around every line, or is this a perimeter or closed-cell system?',
  },
] as const

export type CriterionId = (typeof CRITERIA)[number]['id']
export const CRITERION_IDS = CRITERIA.map((criterion) => criterion.id) as [CriterionId, ...CriterionId[]]
export type Answer = 'yes' | 'no' | 'unknown'
