/**
 * What kind of chemical a spa product is, as staff name it on the product: the water-care calculator links a
 * product of the kind its plan recommends, labelled as our shop's, beside the generic name. A product of no
 * listed kind (a filter, a cover lifter) leaves the field empty.
 */
export const SPA_CHEMICALS = [
  { value: 'sodiumBicarbonate', label: 'Sodium bicarbonate (alkalinity increaser)' },
  { value: 'sodiumBisulfate', label: 'Sodium bisulfate (pH decreaser)' },
  { value: 'sodiumCarbonate', label: 'Sodium carbonate, soda ash (pH increaser)' },
  { value: 'calciumChloride', label: 'Calcium chloride (calcium hardness increaser)' },
  { value: 'dichlor', label: 'Sodium dichlor (chlorinating granules)' },
  { value: 'bromineTablets', label: 'Bromine tablets (BCDMH)' },
  { value: 'sodiumBromide', label: 'Sodium bromide (bromide bank, bromine reserve)' },
  { value: 'enzyme', label: 'Enzyme cleaner' },
  { value: 'clarifier', label: 'Clarifier' },
] as const

export type SpaChemical = (typeof SPA_CHEMICALS)[number]['value']
