/**
 * Enzymes and clarifiers: optional, in a box of their own, never a step of the sanitiser plan. Neither
 * sanitises; we give no dose because the strength differs by product: the label sets it.
 */

export type OptionalExtra = { id: 'enzyme' | 'clarifier'; name: string; helpsWith: string; dose: 'label' }

export const OPTIONAL_EXTRAS: readonly OptionalExtra[] = [
  { id: 'enzyme', name: 'Enzyme cleaner', helpsWith: 'oils, lotions and the scum line they leave', dose: 'label' },
  { id: 'clarifier', name: 'Clarifier', helpsWith: 'fine particles the filter misses (hazy water)', dose: 'label' },
]
