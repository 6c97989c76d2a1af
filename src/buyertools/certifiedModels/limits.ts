// What a listed spa can plausibly be is what the running-cost calculator accepts (GALLON_RANGE in
// src/site/volume, WATT_RANGE in ../runningCost/schema): the collection's fields and the CSV import refuse
// a row outside them, so a unit slip (litres for gallons, kilowatts for watts) never reaches a buyer.
export const NAME_MAX_LENGTH = 80

/** `listedOn` as the list keeps it: an ISO calendar date, no time and so no time zone to shift it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** The `source` of a model staff typed in the admin rather than imported. */
export const ENTERED_BY_STAFF = 'entered by staff'
