/** Cache tag of the shop's catalogue in page HTML; a staff edit of a spa product refreshes it. */
export const CATALOGUE_TAG = 'spa-products'
