export const STATE_FIGURES_TAG = 'state-figures'
