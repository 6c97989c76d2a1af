/**
 * The address key as the 2026-11-22 migrations defined it (mail/address.ts `normaliseEmail` then). A
 * migration keeps the rule of its day: a later change to the live rule must not change what it did.
 */
const emailKeyOfMigration = (address: string): string => address.trim().toLowerCase()

/** A lead as the migration reads it (column names), oldest first. */
export type LeadRow = {
  id: number
  lead_id: string
  email: string
  first_name: string
  last_name: string | null
  phone: string | null
  zip_code: string | null
  source: string
  status: string
  details: string | null
  staff_notes: string | null
  created_at: string | Date
}

export type LeadFold = {
  /** Every kept lead's normalised address. */
  keys: { id: number; emailKey: string }[]
  /** Kept leads whose staff notes gained the leads folded into them. */
  notes: { id: number; staffNotes: string }[]
  /** Leads folded into an older lead with the same address. */
  remove: number[]
}

const stamp = (value: string | Date) => (value instanceof Date ? value.toISOString() : value)

function describe(lead: LeadRow): string {
  const name = [lead.first_name, lead.last_name].filter(Boolean).join(' ')
  const lines = [
    `Merged lead ${lead.lead_id} (created ${stamp(lead.created_at)}, source ${lead.source}, ` +
      `status ${lead.status}); its form link no longer opens.`,
    `Name: ${name}; e-mail: ${lead.email}; phone: ${lead.phone ?? ''}; zip code: ${lead.zip_code ?? ''}`,
  ]
  if (lead.details) lines.push(`Details: ${lead.details}`)
  if (lead.staff_notes) lines.push(`Staff notes: ${lead.staff_notes}`)
  return lines.join('\n')
}

/**
 * One lead per address (compared case-insensitively) before the unique index goes on: the oldest
 * lead of each address stays, and everything the others held goes into its staff notes, so
 * nothing anyone typed is lost. `leads` must be sorted oldest first.
 */
export function foldDuplicateLeads(leads: LeadRow[]): LeadFold {
  const kept = new Map<string, { lead: LeadRow; folded: string[] }>()
  const remove: number[] = []
  for (const lead of leads) {
    const key = emailKeyOfMigration(lead.email)
    const keeper = kept.get(key)
    if (keeper) {
      keeper.folded.push(describe(lead))
      remove.push(lead.id)
    } else {
      kept.set(key, { lead, folded: [] })
    }
  }
  const entries = [...kept.entries()]
  return {
    keys: entries.map(([emailKey, { lead }]) => ({ id: lead.id, emailKey })),
    notes: entries
      .filter(([, { folded }]) => folded.length > 0)
      .map(([, { lead, folded }]) => ({
        id: lead.id,
        staffNotes: [lead.staff_notes, ...folded].filter(Boolean).join('\n\n'),
      })),
    remove,
  }
}
