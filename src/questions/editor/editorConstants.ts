/** The comment editor's numbers and words (site-spec section 9 and section 5), in one place. */

export const HISTORY_DEPTH = 100
export const HISTORY_NEW_GROUP_DELAY_MS = 500

export const INDENT_MAX_LEVEL = 10
export const INDENT_STEP_PX = 40

export const IMAGE_MIN_SIZE_PX = 20
/** The server keeps image sizes up to this; larger numbers are dropped, so the form refuses them. */
export const IMAGE_MAX_SIZE_PX = 2000

export const EDITOR_PLACEHOLDER = 'Type Here...'

export const LINK_REL = 'noopener noreferrer nofollow'
export const LINK_NEW_TAB_TARGET = '_blank'

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const
export type HeadingLevel = (typeof HEADING_LEVELS)[number]

export const COLOUR_PICKER_COLUMNS = 8

/**
 * The 16 preset text colours, two rows of 8. Every one is dark or medium enough to keep at
 * least 4.5:1 contrast on white, so coloured text stays readable (WCAG AA).
 */
export const TEXT_COLOURS = [
  { name: 'Black', value: '#000000' },
  { name: 'Dark grey', value: '#374151' },
  { name: 'Grey', value: '#5f6b76' },
  { name: 'Dark red', value: '#8b1a1a' },
  { name: 'Red', value: '#b42318' },
  { name: 'Burnt orange', value: '#a63c06' },
  { name: 'Brown', value: '#7a4a12' },
  { name: 'Olive', value: '#5a5f0a' },
  { name: 'Dark green', value: '#1e5e2f' },
  { name: 'Green', value: '#2e7d32' },
  { name: 'Teal', value: '#0d5960' },
  { name: 'Dark blue', value: '#1e3a8a' },
  { name: 'Blue', value: '#1d4ed8' },
  { name: 'Indigo', value: '#4338ca' },
  { name: 'Purple', value: '#6b21a8' },
  { name: 'Magenta', value: '#a3176f' },
] as const satisfies readonly { name: string; value: string }[]

/** The dialogs' messages; the first two are the spec's, word for word. */
export const EDITOR_MESSAGES = {
  required: 'This is required',
  invalidUrl: 'Please enter a valid URL',
  insecureImageUrl: 'Please use an image address that starts with https://',
  invalidImageWidth: `Enter a whole number of pixels from ${IMAGE_MIN_SIZE_PX} to ${IMAGE_MAX_SIZE_PX}`,
} as const
