import type { CertifiedModel } from '../../certifiedModels/certifiedModel'
import { listingText, modelName, STANDBY_ONLY } from '../../certifiedModels/words'

/** The model whose listing filled the tub's fields, with its source and what its figure does not cover. */
export function PickedModel({ model }: { model: CertifiedModel }) {
  return (
    <p className="model-picker__picked">
      <strong>{modelName(model)}.</strong> {listingText(model)} {STANDBY_ONLY} Change a figure and we stop naming the
      listing.
    </p>
  )
}
