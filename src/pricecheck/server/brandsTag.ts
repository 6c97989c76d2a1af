/** Cache tag of the brand list; a staff edit refreshes it. */
export const BRANDS_TAG = 'spa-brands'
